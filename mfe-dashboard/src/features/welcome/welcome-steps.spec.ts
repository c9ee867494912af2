import type { Account } from '@cci/contracts';
import { checklistOf, currentStep, introductionDraft } from './welcome-steps';

const account = (over: Partial<Account> = {}): Account =>
  ({
    firstName: 'Ada',
    bio: '',
    goals: [],
    expertise: [],
    avatar: null,
    welcome: { step: 0, done: false, introduced: false, thread: null },
    ...over,
  }) as Account;

describe('the welcome steps', () => {
  it('resumes at the furthest step reached; an address naming a step wins; nonsense is ignored', () => {
    expect(currentStep(null, 0)).toBe('goals');
    expect(currentStep(null, 3)).toBe('people');
    expect(currentStep(null, 9)).toBe('introduce');
    expect(currentStep('profile', 4)).toBe('profile');
    expect(currentStep('nope', 2)).toBe('profile');
  });

  it('the checklist says what is done, each item pointing at its step', () => {
    expect(checklistOf(account()).map((i) => i.done)).toEqual([false, false, false, false]);
    const done = checklistOf(
      account({ goals: ['rag'], avatar: '/uploads/x', bio: 'Hi', welcome: { step: 4, done: false, introduced: true, thread: null } }),
    );
    expect(done.map((i) => [i.step, i.done])).toEqual([
      ['goals', true],
      ['profile', true],
      ['profile', true],
      ['introduce', true],
    ]);
  });

  it('drafts an introduction from the bio, goals and expertise the member gave', () => {
    expect(introductionDraft(account())).toBe("Hi everyone, I'm Ada.");
    expect(introductionDraft(account({ bio: 'I build engines.', goals: ['RAG', 'evals'], expertise: ['maths'] }))).toBe(
      "Hi everyone, I'm Ada.\n\nI build engines.\n\nI'm here to learn about RAG, evals.\n\nI can help with maths.",
    );
  });
});
