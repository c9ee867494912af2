import { badgeText, bellLabel } from './notification-bell';
import { notificationHref } from './notifications-panel';

describe('the bell', () => {
  it('says the unread count in its name, and only then', () => {
    expect(bellLabel(0)).toBe('Notifications');
    expect(bellLabel(1)).toBe('Notifications, 1 unread');
    expect(bellLabel(3)).toBe('Notifications, 3 unread');
  });
  it('badge shows the count up to 99', () => {
    expect(badgeText(7)).toBe('7');
    expect(badgeText(99)).toBe('99');
    expect(badgeText(100)).toBe('99+');
  });
});

describe("a notification's link", () => {
  it('leads to the reply within its thread, or the thread', () => {
    expect(notificationHref({ community: 'students', threadId: 12, replyId: 40, link: null })).toBe(
      '/community/students/discussions/12#reply-40',
    );
    expect(notificationHref({ community: 'students', threadId: 12, replyId: null, link: null })).toBe('/community/students/discussions/12');
  });
  it('is its own page for the kinds outside the forum', () => {
    expect(notificationHref({ community: null, threadId: null, replyId: null, link: '/events/4' })).toBe('/events/4');
  });
  it('is none without a thread (a suspension, say)', () => {
    expect(notificationHref({ community: null, threadId: null, replyId: null, link: null })).toBeNull();
    expect(notificationHref({ community: 'students', threadId: null, replyId: null, link: null })).toBeNull();
  });
});
