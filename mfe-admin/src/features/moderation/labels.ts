import { REPORT_REASON_LABELS, REPORT_REASONS, type ModerationAction, type ModerationItem, type ReportReason } from '@cci/contracts';
import type { ToastInput } from '@cci/shared-ui';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long a post has waited for review since its first report: "waiting 5 min", "waiting 2 h", "waiting 3 d". */
export function waitingLabel(since: string, now: number = Date.now()): string {
  const waited = Math.max(0, now - new Date(since).getTime());
  if (Number.isNaN(waited)) return 'waiting';
  if (waited < HOUR) return `waiting ${Math.max(1, Math.floor(waited / MINUTE))} min`;
  if (waited < DAY) return `waiting ${Math.floor(waited / HOUR)} h`;
  return `waiting ${Math.floor(waited / DAY)} d`;
}

/** A queue that waits more than a day is late (the issue: moderation queues must not sit for days). */
export const isOverdue = (since: string, now: number = Date.now()) => now - new Date(since).getTime() >= DAY;

export const reportCount = (n: number) => `${n} ${n === 1 ? 'report' : 'reports'}`;

/** A report's reason as the report form offered it. */
export const reasonLabel = (reason: ReportReason) => REPORT_REASON_LABELS[reason] ?? reason;

/** The reasons given, most frequent first, each with its count ("Spam", 2). */
export function reasonTally(reports: readonly { reason: ReportReason }[]): { reason: ReportReason; label: string; count: number }[] {
  const counts = new Map<ReportReason, number>();
  for (const r of reports) counts.set(r.reason, (counts.get(r.reason) ?? 0) + 1);
  return [...counts]
    .map(([reason, count]) => ({ reason, label: reasonLabel(reason), count }))
    .sort((a, b) => b.count - a.count || REPORT_REASONS.indexOf(a.reason) - REPORT_REASONS.indexOf(b.reason));
}

/** "reply" or "opening post": what the reported post is within its thread; "direct message" for a member's message. */
export const postNoun = (item: ModerationItem) =>
  item.post.kind === 'message' ? 'direct message' : item.post.kind === 'reply' ? 'reply' : 'opening post';

const NOTIFIED = 'The author and the reporters are notified.';

/** The toast that confirms a decision (the post then leaves the queue). */
export function actionToast(action: ModerationAction, item: ModerationItem, days?: number): ToastInput {
  const author = item.author?.displayName ?? 'The author';
  const title = `“${item.post.threadTitle}”`;
  switch (action) {
    case 'dismiss':
      // The author hears of a dismissal only when it shows their auto-hidden post again (else they would learn of the reports).
      return {
        title: 'Reports dismissed',
        description: `The ${postNoun(item)} in ${title} stays as it is. ${item.hidden ? NOTIFIED : 'The reporters are notified.'}`,
      };
    case 'hide':
      return { title: 'Post hidden', description: `Members see “Hidden by a moderator”; the author sees why. ${NOTIFIED}` };
    case 'delete':
      return { title: 'Post deleted', description: `The ${postNoun(item)} in ${title} is deleted. ${NOTIFIED}` };
    case 'lock':
      return { title: 'Thread locked', description: `${title} takes no new replies. ${NOTIFIED}` };
    case 'suspend':
      return { title: 'Member suspended', description: `${author} is suspended for ${days ?? '?'} days. ${NOTIFIED}` };
  }
}
