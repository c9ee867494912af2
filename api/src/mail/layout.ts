// What every e-mail of the site shares: the sender's name, safe text, and one simple HTML frame.

/** The site's name, as e-mails sign and send them. */
export const SITE_NAME = 'The AI Network';

/** Line breaks and control characters become spaces: a name never starts a new header or paragraph. */
export const singleLine = (value: string) =>
  value
    .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]);

/** One paragraph of the HTML part (`content` is HTML already). */
export const paragraph = (content: string) => `<p style="margin:0 0 16px">${content}</p>`;

/** Subject, plain text and HTML of one message. */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

/** The HTML frame of every e-mail: a title, a white card on a light background, a heading, then `body` (HTML). */
export function htmlDocument(subject: string, heading: string, body: string[]): string {
  return [
    '<!DOCTYPE html>',
    '<html lang="en-GB">',
    `<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5;color:#1e293b">',
    '<div style="max-width:600px;margin:0 auto;padding:24px;background:#ffffff;border-radius:8px">',
    `<h1 style="margin:0 0 16px;font-size:22px;color:#4f46e5">${escapeHtml(heading)}</h1>`,
    ...body,
    '</div>',
    '</body>',
    '</html>',
  ].join('\n');
}
