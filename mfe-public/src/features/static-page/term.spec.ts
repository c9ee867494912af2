import { joinTerm } from './term';

describe('joinTerm', () => {
  it('a full stop before a sentence', () =>
    expect(joinTerm('Secure your accounts', 'Use a strong password.')).toBe('Secure your accounts.'));
  it('a colon before a clause', () => expect(joinTerm('Consent', 'to send you our newsletter.')).toBe('Consent:'));
  it('keeps punctuation already there', () => expect(joinTerm('Why?', 'because.')).toBe('Why?'));
});
