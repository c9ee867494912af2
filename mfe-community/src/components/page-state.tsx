import { Button, ButtonLink, Container, StateMessage } from '@cci/shared-ui';
import { AlertTriangle, SearchX } from 'lucide-react';
import styled from 'styled-components';

/** A page-wide state (not found, failed to load) centred below the nav. */
export const CenteredState = styled(Container)`
  padding-top: ${(p) => p.theme.space(16)};
  padding-bottom: ${(p) => p.theme.space(16)};
`;

/** The page's main read failed (not a 404): the reason, and "Try again" reads it again. */
export function PageLoadError({ what, error, retry }: { what: string; error: Error | undefined; retry: () => void }) {
  return (
    <CenteredState>
      <StateMessage
        role="alert"
        icon={<AlertTriangle size={36} aria-hidden="true" />}
        title={`This ${what} could not be loaded`}
        actions={
          <Button $variant="outline" onClick={retry}>
            Try again
          </Button>
        }
      >
        {error?.message}
      </StateMessage>
    </CenteredState>
  );
}

/** A slug that names no community (the server answers 404 too): the community page and its discussions. */
export function CommunityNotFound() {
  return (
    <CenteredState>
      <StateMessage
        icon={<SearchX size={36} aria-hidden="true" />}
        title="Community Not Found"
        actions={
          <ButtonLink to="/community" $variant="outline">
            Browse all communities
          </ButtonLink>
        }
      >
        The community you&apos;re looking for doesn&apos;t exist.
      </StateMessage>
    </CenteredState>
  );
}
