import type { ModerationItem } from '@cci/contracts';
import { actionToast, isOverdue, reasonTally, reportCount, waitingLabel } from './labels';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();

const item = (kind: 'thread' | 'reply'): ModerationItem => ({
  post: { kind, id: 7, threadId: 3, threadTitle: 'Prompt tips', community: 'creatives' },
  author: { id: 4, displayName: 'Ada L.', initials: 'AL', avatar: null },
  body: 'x',
  bodyHtml: '<p>x</p>',
  hidden: false,
  deleted: false,
  locked: false,
  context: null,
  reports: [],
  firstReportedAt: ago(0),
});

describe('waitingLabel', () => {
  it('says how long the first report has waited, in minutes, hours, then days', () => {
    expect(waitingLabel(ago(10_000), NOW)).toBe('waiting 1 min');
    expect(waitingLabel(ago(5 * 60_000 + 59_000), NOW)).toBe('waiting 5 min');
    expect(waitingLabel(ago(2 * 3_600_000 + 59 * 60_000), NOW)).toBe('waiting 2 h');
    expect(waitingLabel(ago(3 * 86_400_000 + 1), NOW)).toBe('waiting 3 d');
  });
  it('never counts backwards (a clock ahead of the browser) and survives a bad date', () => {
    expect(waitingLabel(new Date(NOW + 60_000).toISOString(), NOW)).toBe('waiting 1 min');
    expect(waitingLabel('not a date', NOW)).toBe('waiting');
  });
  it('calls a day or more overdue', () => {
    expect(isOverdue(ago(86_400_000 - 1), NOW)).toBe(false);
    expect(isOverdue(ago(86_400_000), NOW)).toBe(true);
  });
});

describe('reports', () => {
  it('counts in words', () => {
    expect(reportCount(1)).toBe('1 report');
    expect(reportCount(3)).toBe('3 reports');
  });
  it('tallies reasons, most frequent first, then in the form’s order', () => {
    expect(reasonTally([{ reason: 'other' }, { reason: 'spam' }, { reason: 'off-topic' }, { reason: 'spam' }])).toEqual([
      { reason: 'spam', label: 'Spam', count: 2 },
      { reason: 'off-topic', label: 'Off-topic', count: 1 },
      { reason: 'other', label: 'Something else', count: 1 },
    ]);
  });
});

describe('actionToast', () => {
  it('names the post, the thread and the member', () => {
    expect(actionToast('dismiss', item('reply')).description).toContain('The reply in “Prompt tips” stays as it is');
    expect(actionToast('delete', item('thread')).description).toContain('The opening post in “Prompt tips” is deleted');
    expect(actionToast('lock', item('reply')).title).toBe('Thread locked');
    expect(actionToast('suspend', item('reply'), 14).description).toContain('Ada L. is suspended for 14 days');
    expect(actionToast('hide', item('reply')).description).toContain('Hidden by a moderator');
  });
});
