import { Container, media, usePageTitle, useSession } from '@cci/shared-ui';
import { Navigate, useParams } from '@cci/shared-ui/router';
import styled from 'styled-components';
import { LoadingState } from '../features/dashboard/components/loading-state';
import { ConversationList } from '../features/messages/components/conversation-list';
import { ConversationView } from '../features/messages/components/conversation-view';

/** Phones show the conversation alone (the list is one tap back); from lg up, the list stays beside it. */
const Layout = styled(Container)`
  display: grid;
  gap: ${(p) => p.theme.space(6)};
  align-items: start;
  padding-top: ${(p) => p.theme.space(8)};
  padding-bottom: ${(p) => p.theme.space(16)};
  > aside {
    display: none;
  }
  ${media.lg} {
    grid-template-columns: 320px minmax(0, 1fr);
    > aside {
      display: block;
    }
  }
`;

/** /messages/:id: one conversation (issue 30 §3). */
export default function ConversationPage() {
  usePageTitle('Messages');
  const { id = '' } = useParams();
  const { status } = useSession();
  const conversationId = Number(id);
  if (status === 'loading') return <LoadingState text="Loading the conversation..." testId="conversation-loading" />;
  if (status !== 'authenticated') return <Navigate to="/login" replace />;
  return (
    <Layout>
      <aside aria-label="Your conversations">
        <ConversationList current={conversationId} />
      </aside>
      <ConversationView key={conversationId} id={conversationId} />
    </Layout>
  );
}
