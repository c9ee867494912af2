import { readThread } from '@cci/shared-ui/api';

/** How long the reader's place waits for more replies to come into view before it is sent: one request per pause. */
const SEND_AFTER_MS = 800;
const REPLY_ID = /^reply-(\d+)$/;

/**
 * Watches the replies of `section` for a signed-in member (useReadMarker) and sends their place in thread `threadId`:
 * a reply counts as read once half of it has been on screen, and the furthest one read is sent after a pause; the
 * opening post is read on opening. Replies added later (another page, a live reply) are watched as they appear.
 * Answers the function that stops watching (and sends what is pending).
 */
export function watchReads(threadId: number, section: HTMLElement): () => void {
  let furthest = 0;
  let sent = -1;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const send = () => {
    timer = undefined;
    if (furthest <= sent) return;
    sent = furthest;
    readThread(threadId, furthest || null).catch(() => {
      sent = -1; // sent again with the next reply read
    });
  };
  const later = () => {
    if (timer === undefined) timer = setTimeout(send, SEND_AFTER_MS);
  };
  const seen = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const id = Number(REPLY_ID.exec(entry.target.id)?.[1]);
        if (entry.isIntersecting && id > furthest) furthest = id;
      }
      later();
    },
    { threshold: 0.5 },
  );
  const watched = new WeakSet<Element>();
  const watchReplies = () => {
    for (const card of section.querySelectorAll('[id^="reply-"]'))
      if (!watched.has(card)) {
        watched.add(card);
        seen.observe(card);
      }
  };
  watchReplies();
  const added = new MutationObserver(watchReplies);
  added.observe(section, { childList: true, subtree: true });
  later();
  return () => {
    added.disconnect();
    seen.disconnect();
    if (timer !== undefined) {
      clearTimeout(timer);
      send();
    }
  };
}
