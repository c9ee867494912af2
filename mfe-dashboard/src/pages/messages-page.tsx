import { PageTitle, usePageTitle, useSession } from '@cci/shared-ui';
import { Navigate } from '@cci/shared-ui/router';
import { MemberPage as Page } from '../components/member-page';
import { LoadingState } from '../features/dashboard/components/loading-state';
import { ConversationList } from '../features/messages/components/conversation-list';

/** /messages: the member's conversations, the newest activity first (issue 30 §3). */
export default function MessagesPage() {
  usePageTitle('Messages');
  const { status } = useSession();
  if (status === 'loading') return <LoadingState text="Loading your messages..." testId="messages-loading" />;
  if (status !== 'authenticated') return <Navigate to="/login" replace />;
  return (
    <Page>
      <PageTitle>Messages</PageTitle>
      <ConversationList />
    </Page>
  );
}
