import { DISCUSSION_MESSAGES, type Community } from '@cci/contracts';
import { DiscussionDialog, ThreadComposer, threadPath } from '@cci/forum-ui';
import { useNavigate } from '@cci/shared-ui/router';
import styled from 'styled-components';
import { MembershipAction } from '../../../components/membership-action';
import type { PostingStatus } from '../use-posting-status';

const Notice = styled.div`
  display: grid;
  justify-items: start;
  gap: ${(p) => p.theme.space(4)};
  p {
    color: ${(p) => p.theme.color.muted};
  }
`;

/**
 * "New discussion" in a dialog: the composer for an approved member; otherwise why not, with the community page's
 * own membership action (join, or the pending state).
 */
export function NewThreadDialog({
  community,
  status,
  open,
  onClose,
}: {
  community: Community;
  status: PostingStatus;
  open: boolean;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const member = status === 'member';
  return (
    <DiscussionDialog open={open} onClose={onClose} title={member ? 'New discussion' : `Join ${community.name}`} wide={member}>
      {member ? (
        <ThreadComposer
          community={community.slug}
          onCancel={onClose}
          onCreated={(thread) => {
            onClose();
            navigate(threadPath(community.slug, thread.id));
          }}
        />
      ) : status === 'loading' ? (
        <Notice aria-busy="true">
          <p>Checking your membership…</p>
        </Notice>
      ) : (
        <Notice data-testid="join-to-post">
          <p>{status === 'pending' ? DISCUSSION_MESSAGES.pending : DISCUSSION_MESSAGES.notMember}.</p>
          <MembershipAction community={community} visitor={null} />
        </Notice>
      )}
    </DiscussionDialog>
  );
}
