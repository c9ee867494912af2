import { ApiError, ButtonLink, Container, Skeleton, StateMessage, usePageTitle } from '@cci/shared-ui';
import { useMemberProfile } from '@cci/shared-ui/api';
import { UserX } from 'lucide-react';
import { useParams } from '@cci/shared-ui/router';
import styled from 'styled-components';
import { CenteredState, PageLoadError } from '../components/page-state';
import { MemberProfileView } from '../features/members/components/member-profile-view';

const NotFoundTitle = styled.h1`
  margin-bottom: ${(p) => p.theme.space(6)};
  font-size: ${(p) => p.theme.fontSize['3xl']};
  text-align: center;
`;
const Loading = styled(Container)`
  display: grid;
  gap: ${(p) => p.theme.space(4)};
  padding-top: ${(p) => p.theme.space(10)};
`;

/**
 * A member's public profile (/members/:id), pre-rendered from GET /api/members/:id. An id that names no
 * member (404, or 400 for one that is not a positive integer) shows the not-found view; the server answers 404 too.
 */
export default function MemberProfilePage() {
  const { id } = useParams<{ id: string }>();
  const { data: profile, error, isLoading, mutate } = useMemberProfile(id);
  const notFound = error instanceof ApiError && (error.status === 404 || error.status === 400);
  usePageTitle(profile ? profile.displayName : notFound ? 'Member Not Found' : undefined);

  if (isLoading) {
    return (
      <Loading data-testid="member-loading" aria-busy="true" aria-label="Loading profile">
        <Skeleton $w="88px" $h="88px" $radius="50%" />
        <Skeleton $w="40%" $h="2.25rem" />
        <Skeleton $h="8rem" />
      </Loading>
    );
  }
  if (notFound) {
    return (
      <CenteredState>
        <NotFoundTitle>Member Not Found</NotFoundTitle>
        <StateMessage
          icon={<UserX size={36} aria-hidden="true" />}
          actions={
            <ButtonLink to="/community" $variant="outline">
              Browse the communities
            </ButtonLink>
          }
        >
          There is no member at this address. They may have deleted their account.
        </StateMessage>
      </CenteredState>
    );
  }
  if (error || !profile) return <PageLoadError what="profile" error={error} retry={() => void mutate()} />;
  return <MemberProfileView profile={profile} />;
}
