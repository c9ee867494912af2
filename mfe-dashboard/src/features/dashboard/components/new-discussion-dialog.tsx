import type { ThreadView } from '@cci/contracts';
import { DiscussionDialog, ThreadComposer } from '@cci/forum-ui';

/**
 * The thread composer in a modal dialog: what the Feed's Discussion button, Quick Actions' "Start a
 * Discussion" and the Discussions tab open. Loaded on first use (markdown-it and highlight.js come with the preview).
 */
export default function NewDiscussionDialog({
  slug,
  open,
  onClose,
  onCreated,
}: {
  slug: string;
  open: boolean;
  onClose: () => void;
  onCreated: (thread: ThreadView) => void;
}) {
  return (
    <DiscussionDialog open={open} onClose={onClose} title="Start a Discussion" wide>
      <ThreadComposer community={slug} onCreated={onCreated} onCancel={onClose} />
    </DiscussionDialog>
  );
}
