import type { PostKind } from '@cci/contracts';
import { ReportDialog as Dialog } from '@cci/forum-ui';
import { reportPost } from '@cci/shared-ui/api';

/** Report a post: forum-ui's report dialog, sent to POST /api/posts/:kind/:id/report. */
export function ReportDialog({ kind, id, open, onClose }: { kind: PostKind; id: number; open: boolean; onClose: () => void }) {
  return <Dialog what="post" open={open} onClose={onClose} onReport={(values) => reportPost(kind, id, values)} />;
}
