import { escapeHtml, htmlDocument, paragraph, type RenderedMail, SITE_NAME, singleLine } from '../mail/layout';

// The discussion e-mails: a thread's batched notifications, and the weekly digest. Plain text and simple
// HTML in the account e-mails' frame; every one ends with the sentence that says where to turn them off.

/** The sender of the discussion e-mails. */
export const NOTIFICATIONS_FROM = { name: SITE_NAME, address: 'notifications@theainetwork.example' } as const;

/** A thread's page (the community slice's route), with the reply's anchor when there is one. */
export const threadUrl = (publicUrl: string, community: string, threadId: number, replyId?: number | null) =>
  `${publicUrl}/community/${encodeURIComponent(community)}/discussions/${threadId}${replyId ? `#reply-${replyId}` : ''}`;

/** The unsubscribe sentence of every discussion e-mail: the consents live in settings. */
export const unsubscribeText = (publicUrl: string) =>
  `You get these e-mails because of your notification settings. To stop them, change them at ${publicUrl}/settings`;

const greetingOf = (firstName: string) => {
  const name = singleLine(firstName);
  return name ? `Hi ${name},` : 'Hello,';
};

const link = (url: string, label: string) => `<a href="${escapeHtml(url)}" style="color:#4f46e5">${escapeHtml(label)}</a>`;

export interface ThreadMailInput {
  firstName: string;
  threadTitle: string;
  /** The notifications' sentences, oldest first, each with the reply it points at. */
  lines: { text: string; url: string }[];
  threadUrl: string;
  publicUrl: string;
}

/** One e-mail for a thread's new notifications (at most one per member per thread per hour). */
export function renderThreadMail({ firstName, threadTitle, lines, threadUrl: url, publicUrl }: ThreadMailInput): RenderedMail {
  const title = singleLine(threadTitle);
  const subject = lines.length === 1 ? singleLine(lines[0].text) : `${lines.length} new notifications in ‘${title}’`;
  const greeting = greetingOf(firstName);
  const unsubscribe = unsubscribeText(publicUrl);
  const text = [
    greeting,
    `New in ‘${title}’:`,
    lines.map((l) => `- ${singleLine(l.text)}\n  ${l.url}`).join('\n'),
    `Open the thread: ${url}`,
    unsubscribe,
  ].join('\n\n');
  const html = htmlDocument(subject, `New in ‘${title}’`, [
    paragraph(escapeHtml(greeting)),
    `<ul style="margin:0 0 16px;padding-left:20px">${lines.map((l) => `<li>${link(l.url, singleLine(l.text))}</li>`).join('')}</ul>`,
    paragraph(link(url, 'Open the thread')),
    paragraph(`<small>${escapeHtml(unsubscribe.replace(/ at \S+$/, ' in'))} ${link(`${publicUrl}/settings`, 'your settings')}.</small>`),
  ]);
  return { subject, text, html };
}

export interface DigestThread {
  title: string;
  community: string;
  replies: number;
  likes: number;
  url: string;
}

export interface DigestInput {
  firstName: string;
  threads: DigestThread[];
  publicUrl: string;
}

const figures = (t: DigestThread) =>
  `${t.replies} ${t.replies === 1 ? 'reply' : 'replies'}, ${t.likes} ${t.likes === 1 ? 'like' : 'likes'}`;

/** The weekly digest: the top threads of the member's communities of the last 7 days. */
export function renderDigest({ firstName, threads, publicUrl }: DigestInput): RenderedMail {
  const subject = `This week in your communities: ${threads.length} top ${threads.length === 1 ? 'discussion' : 'discussions'}`;
  const greeting = greetingOf(firstName);
  const unsubscribe = unsubscribeText(publicUrl);
  const text = [
    greeting,
    'The most active discussions of the last 7 days in your communities:',
    threads.map((t) => `- ${singleLine(t.title)} (${singleLine(t.community)}; ${figures(t)})\n  ${t.url}`).join('\n'),
    unsubscribe,
  ].join('\n\n');
  const html = htmlDocument(subject, 'This week in your communities', [
    paragraph(escapeHtml(greeting)),
    paragraph('The most active discussions of the last 7 days in your communities:'),
    `<ul style="margin:0 0 16px;padding-left:20px">${threads
      .map((t) => `<li>${link(t.url, singleLine(t.title))} <small>(${escapeHtml(singleLine(t.community))}; ${figures(t)})</small></li>`)
      .join('')}</ul>`,
    paragraph(`<small>${escapeHtml(unsubscribe.replace(/ at \S+$/, ' in'))} ${link(`${publicUrl}/settings`, 'your settings')}.</small>`),
  ]);
  return { subject, text, html };
}

export interface AnnouncementMailInput {
  firstName: string;
  title: string;
  /** The Markdown as staff wrote it (the text part) and its HTML from renderMarkdown (raw HTML off). */
  body: string;
  html: string;
  /** The community it went to, or null: everyone. */
  community: string | null;
  publicUrl: string;
}

/** An announcement from staff (issue 30 §4), to members whose `announcements` consent is on. */
export function renderAnnouncementMail({ firstName, title, body, html, community, publicUrl }: AnnouncementMailInput): RenderedMail {
  const subject = `Announcement: ${singleLine(title)}`;
  const greeting = greetingOf(firstName);
  const unsubscribe = unsubscribeText(publicUrl);
  const to = community ? `the ${singleLine(community)} community` : 'every member';
  const text = [greeting, `An announcement from the team to ${to}:`, body, `Open the site: ${publicUrl}/`, unsubscribe].join('\n\n');
  const document = htmlDocument(subject, singleLine(title), [
    paragraph(escapeHtml(greeting)),
    paragraph(escapeHtml(`An announcement from the team to ${to}:`)),
    `<div style="margin:0 0 16px">${html}</div>`,
    paragraph(`<small>${escapeHtml(unsubscribe.replace(/ at \S+$/, ' in'))} ${link(`${publicUrl}/settings`, 'your settings')}.</small>`),
  ]);
  return { subject, text, html: document };
}
