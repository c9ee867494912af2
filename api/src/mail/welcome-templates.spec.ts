import { WELCOME_TEMPLATE_KEYS } from '@cci/contracts';
import { escapeHtml, renderWelcome, singleLine, WELCOME_TEMPLATES } from './welcome-templates';

describe('welcome templates', () => {
  it('has one template per key of spec §9, each with its own wording', () => {
    expect(Object.keys(WELCOME_TEMPLATES).sort()).toEqual([...WELCOME_TEMPLATE_KEYS].sort());
    const intros = new Set(Object.values(WELCOME_TEMPLATES).map((t) => t.intro));
    expect(intros.size).toBe(WELCOME_TEMPLATE_KEYS.length);
  });

  it.each(WELCOME_TEMPLATE_KEYS)('%s: subject, text and HTML greet the member by first name', (community) => {
    const t = WELCOME_TEMPLATES[community];
    const mail = renderWelcome({ community, firstName: 'Ada', customMessage: '' });
    expect(mail.subject).toBe(`Welcome to the ${t.community} community, Ada!`);
    expect(mail.text.startsWith('Hi Ada,\n\n')).toBe(true);
    expect(mail.text).toContain(t.intro);
    for (const step of t.firstSteps) expect(mail.text).toContain(`- ${step}`);
    expect(mail.text).toContain('Warm wishes,\nThe AI Network team');
    expect(mail.html).toContain('<p style="margin:0 0 16px">Hi Ada,</p>');
    expect(mail.html).toContain(escapeHtml(t.intro));
    expect(mail.html).toContain('<html lang="en-GB">');
    expect(mail.text).not.toContain('personal note');
  });

  it('adds the custom message as its own paragraph: as written in the text part, escaped in the HTML part', () => {
    const customMessage = '  See you at <b>Thursday</b>\'s meetup & bring "ideas"!\r\nSecond line.  ';
    const mail = renderWelcome({ community: 'creatives', firstName: 'Grace', customMessage });
    expect(mail.text).toContain(
      '\n\nA personal note from our team:\nSee you at <b>Thursday</b>\'s meetup & bring "ideas"!\nSecond line.\n\n',
    );
    expect(mail.html).toContain('See you at &lt;b&gt;Thursday&lt;/b&gt;&#39;s meetup &amp; bring &quot;ideas&quot;!<br>Second line.');
    expect(mail.html).not.toContain('<b>Thursday</b>');
  });

  it('without a first name: no name in the subject, a plain "Hello,"', () => {
    const mail = renderWelcome({ community: 'health-fitness', firstName: '', customMessage: '' });
    expect(mail.subject).toBe('Welcome to the Health & Fitness community!');
    expect(mail.text.startsWith('Hello,\n\n')).toBe(true);
    expect(mail.html).toContain('Welcome to the Health &amp; Fitness community</h1>');
  });

  it('a first name cannot break lines or inject markup', () => {
    const mail = renderWelcome({ community: 'students', firstName: 'Eve\r\nBcc: x@evil.example <script>', customMessage: '' });
    expect(mail.subject).toBe('Welcome to the Students community, Eve Bcc: x@evil.example <script>!');
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.html).not.toContain('<script>');
    expect(singleLine(' a\u2028b\tc ')).toBe('a b c');
  });

  it('writes British English', () => {
    const all = WELCOME_TEMPLATE_KEYS.map((community) => renderWelcome({ community, firstName: 'A', customMessage: '' }).text).join('\n');
    expect(all).toMatch(/organis/);
    expect(all).not.toMatch(/\b(organiz|color\b|center\b|program\b|personaliz)/i);
  });
});
