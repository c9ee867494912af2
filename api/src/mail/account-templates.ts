import { TOKEN_TTL_MS } from '@cci/contracts';
import { escapeHtml, htmlDocument, paragraph, type RenderedMail, SITE_NAME, singleLine } from './layout';

// The e-mails of a member's account: password reset, address verification, change of address and the
// notice to the old address. Plain text and simple HTML, in the welcome e-mail's style and British English.

/** The sender of the account e-mails (replies reach the team). */
export const ACCOUNT_FROM = { name: SITE_NAME, address: 'accounts@theainetwork.example' } as const;

/** "one hour", "24 hours", "7 days": how long a link works, as a person reads it. */
export function validityText(ms: number): string {
  const hours = Math.round(ms / 3_600_000);
  if (hours <= 1) return 'one hour';
  if (hours % 24 === 0 && hours > 24) return `${hours / 24} days`;
  return `${hours} hours`;
}

interface AccountMail {
  subject: string;
  heading: string;
  firstName: string;
  /** Paragraphs before the link (plain text). */
  before: string[];
  /** The one-time link and its button label, if any. */
  link?: { url: string; label: string };
  /** Paragraphs after the link (plain text). */
  after: string[];
}

const SIGN_OFF = ['Best wishes,', `${SITE_NAME} team`];

/** A greeting by first name, the paragraphs, the link on a line of its own (text) or as a button (HTML), the sign-off. */
function render({ subject, heading, firstName, before, link, after }: AccountMail): RenderedMail {
  const name = singleLine(firstName);
  const greeting = name ? `Hi ${name},` : 'Hello,';
  const text = [greeting, ...before, ...(link ? [link.url] : []), ...after, SIGN_OFF.join('\n')].join('\n\n');
  const button = link
    ? [
        paragraph(
          `<a href="${escapeHtml(link.url)}" style="display:inline-block;padding:12px 20px;background:#4f46e5;color:#ffffff;` +
            `border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(link.label)}</a>`,
        ),
        paragraph(
          `If the button does not work, copy this address into your browser:<br>` +
            `<a href="${escapeHtml(link.url)}" style="color:#4f46e5;word-break:break-all">${escapeHtml(link.url)}</a>`,
        ),
      ]
    : [];
  const html = htmlDocument(subject, heading, [
    paragraph(escapeHtml(greeting)),
    ...before.map((p) => paragraph(escapeHtml(p))),
    ...button,
    ...after.map((p) => paragraph(escapeHtml(p))),
    paragraph(SIGN_OFF.map(escapeHtml).join('<br>')),
  ]);
  return { subject, text, html };
}

export interface LinkMailInput {
  firstName: string;
  /** The one-time link (`${PUBLIC_URL}/<page>?token=…`). */
  url: string;
}

/** The password reset link (POST /api/auth/forgot-password). */
export const renderResetPassword = ({ firstName, url }: LinkMailInput): RenderedMail =>
  render({
    subject: `Reset your password for ${SITE_NAME}`,
    heading: 'Reset your password',
    firstName,
    before: [
      `Someone, hopefully you, asked to reset the password of your account at ${SITE_NAME}. ` +
        `Follow this link to choose a new one. It works once, for ${validityText(TOKEN_TTL_MS['reset-password'])}:`,
    ],
    link: { url, label: 'Choose a new password' },
    after: [
      'Choosing a new password signs you out everywhere. If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
    ],
  });

/** The verification link sent at registration and on "resend". */
export const renderVerifyEmail = ({ firstName, url }: LinkMailInput): RenderedMail =>
  render({
    subject: `Confirm your e-mail address for ${SITE_NAME}`,
    heading: 'Confirm your e-mail address',
    firstName,
    before: [
      `Thank you for joining ${SITE_NAME}. Please confirm that this is your e-mail address by following this link. ` +
        `It works for ${validityText(TOKEN_TTL_MS['verify-email'])}:`,
    ],
    link: { url, label: 'Confirm my address' },
    after: ['If you did not create an account, you can ignore this e-mail.'],
  });

/** The link that confirms a change of address, sent to the NEW address. */
export const renderChangeEmail = ({ firstName, url }: LinkMailInput): RenderedMail =>
  render({
    subject: `Confirm your new e-mail address for ${SITE_NAME}`,
    heading: 'Confirm your new e-mail address',
    firstName,
    before: [
      `You asked to change the e-mail address of your account at ${SITE_NAME} to this one. ` +
        `Follow this link to confirm it. It works for ${validityText(TOKEN_TTL_MS['change-email'])}:`,
    ],
    link: { url, label: 'Confirm my new address' },
    after: ['Until you do, your account keeps its current address. If you did not ask for this, you can ignore this e-mail.'],
  });

/** The notice to the OLD address once the change was confirmed. */
export const renderEmailChanged = ({ firstName, newEmail }: { firstName: string; newEmail: string }): RenderedMail =>
  render({
    subject: `Your e-mail address at ${SITE_NAME} was changed`,
    heading: 'Your e-mail address was changed',
    firstName,
    before: [
      `The e-mail address of your account at ${SITE_NAME} is now ${singleLine(newEmail)}. ` +
        'You sign in with it from now on, and we write to it instead of this one.',
    ],
    after: ['If you did not make this change, please reply to this e-mail straight away so that we can help you.'],
  });

/**
 * Sent instead of a confirmation link when a member asks to move their account to an address that already has one:
 * the asking member learns nothing (the same 202), and the owner of the address knows what happened.
 */
export const renderAddressInUse = (): RenderedMail =>
  render({
    subject: `Someone tried to use your e-mail address at ${SITE_NAME}`,
    heading: 'Your address already has an account',
    firstName: '',
    before: [
      `Someone asked to move another account at ${SITE_NAME} to this e-mail address. ` +
        'This address already has an account, so nothing changed.',
    ],
    after: [
      'If it was you, sign in with this address instead (or ask for a new password on the sign-in page). ' +
        'If it was not you, you can ignore this e-mail.',
    ],
  });

/** A staff member suspended the account (until a date, or indefinitely), with their reason. */
export const renderSuspended = ({ firstName, until, reason }: { firstName: string; until: Date | null; reason: string }): RenderedMail =>
  render({
    subject: `Your account at ${SITE_NAME} is suspended`,
    heading: 'Your account is suspended',
    firstName,
    before: [
      `A member of our staff suspended your account at ${SITE_NAME} ${
        until === null
          ? 'until further notice'
          : `until ${new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(until)}`
      }. Until then you cannot sign in or post.`,
      `The reason they gave: ${singleLine(reason)}`,
    ],
    after: ['If you think this is a mistake, reply to this e-mail and tell us why.'],
  });
