import {
  renderAddressInUse,
  renderChangeEmail,
  renderEmailChanged,
  renderResetPassword,
  renderVerifyEmail,
  validityText,
} from './account-templates';

describe('account e-mail templates', () => {
  const url = 'https://community.example.com/reset-password?token=abc_DEF-123';

  it.each([
    ['reset', renderResetPassword, 'Reset your password for The AI Network', 'one hour'],
    ['verify', renderVerifyEmail, 'Confirm your e-mail address for The AI Network', '7 days'],
    ['change', renderChangeEmail, 'Confirm your new e-mail address for The AI Network', '24 hours'],
  ] as const)(
    '%s: greeting, the link on a line of its own in the text, a button in the HTML, how long it works',
    (_, render, subject, ttl) => {
      const mail = render({ firstName: 'Ada', url });
      expect(mail.subject).toBe(subject);
      expect(mail.text.startsWith('Hi Ada,\n\n')).toBe(true);
      expect(mail.text).toContain(`\n\n${url}\n\n`);
      expect(mail.text).toContain(ttl);
      expect(mail.text.endsWith('Best wishes,\nThe AI Network team')).toBe(true);
      expect(mail.html).toContain(`<a href="${url}"`);
      expect(mail.html).toContain('<html lang="en-GB">');
      expect(mail.html).toContain(`<title>${subject}</title>`);
    },
  );

  it('the notice to the old address names the new one and carries no link', () => {
    const mail = renderEmailChanged({ firstName: 'Ada', newEmail: 'ada@new.example' });
    expect(mail.subject).toBe('Your e-mail address at The AI Network was changed');
    expect(mail.text).toContain('is now ada@new.example.');
    expect(mail.text).not.toMatch(/https?:/);
  });

  it('the notice to an address that has an account greets nobody by name and carries no link', () => {
    const mail = renderAddressInUse();
    expect(mail.text.startsWith('Hello,\n\n')).toBe(true);
    expect(mail.text).not.toMatch(/https?:/);
  });

  it('a name cannot break lines or inject markup; a link is escaped in the HTML', () => {
    const mail = renderVerifyEmail({
      firstName: 'Eve\r\nBcc: x@evil.example <script>',
      url: 'https://x.example/verify-email?token=a&b="c"',
    });
    expect(mail.text.startsWith('Hi Eve Bcc: x@evil.example <script>,\n\n')).toBe(true);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('href="https://x.example/verify-email?token=a&amp;b=&quot;c&quot;"');
  });

  it('validityText', () => {
    expect(validityText(60 * 60 * 1000)).toBe('one hour');
    expect(validityText(24 * 60 * 60 * 1000)).toBe('24 hours');
    expect(validityText(7 * 24 * 60 * 60 * 1000)).toBe('7 days');
  });
});
