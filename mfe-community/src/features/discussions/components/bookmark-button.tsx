import { BOOKMARK_MESSAGES } from '@cci/contracts';
import { Button, toast } from '@cci/shared-ui';
import { setBookmark, useBookmark } from '@cci/shared-ui/api';
import { postErrorMessage } from '@cci/forum-ui';
import { Bookmark, BookmarkCheck } from 'lucide-react';
import { useState } from 'react';

/**
 * Bookmark a thread to find it again (the member's list is on /dashboard/bookmarks). Its state reads once the member
 * is known; a click shows the new state at once and puts it back if the API refuses.
 */
export function BookmarkButton({ threadId }: { threadId: number }) {
  const { data } = useBookmark(threadId, true);
  const [chosen, setChosen] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const bookmarked = chosen ?? data?.bookmarked ?? false;
  async function toggle() {
    const next = !bookmarked;
    setChosen(next);
    setBusy(true);
    try {
      await setBookmark(threadId, next);
      toast(next ? { title: BOOKMARK_MESSAGES.added, description: BOOKMARK_MESSAGES.addedDetail } : { title: BOOKMARK_MESSAGES.removed });
    } catch (err) {
      toast({ variant: 'destructive', title: BOOKMARK_MESSAGES.failed, description: postErrorMessage(err) });
    } finally {
      setChosen(null);
      setBusy(false);
    }
  }
  return (
    <Button
      $variant={bookmarked ? 'secondary' : 'outline'}
      $size="sm"
      title={bookmarked ? 'Remove the bookmark' : 'Bookmark this discussion to find it again'}
      disabled={busy || data === undefined}
      onClick={() => void toggle()}
      data-testid="bookmark-button"
    >
      {bookmarked ? <BookmarkCheck aria-hidden="true" /> : <Bookmark aria-hidden="true" />}
      {bookmarked ? 'Bookmarked' : 'Bookmark'}
    </Button>
  );
}
