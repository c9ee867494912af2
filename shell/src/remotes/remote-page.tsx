import { Button, Card, CardBody, Container, Skeleton } from '@cci/shared-ui';
import { AlertTriangle, RefreshCw } from 'lucide-react';
import { createContext, lazy, Suspense, useContext, useMemo, useState, type ComponentType } from 'react';
import styled from 'styled-components';
import { loadPageModule } from './federation';
import { RemoteBoundary } from './remote-boundary';

const Frame = styled.div`min-height: 60vh;`;

const FallbackCard = styled(Card)`
  max-width: 560px; margin: ${(p) => p.theme.space(16)} auto; text-align: center;
  h1 { font-size: ${(p) => p.theme.fontSize['2xl']}; margin: ${(p) => p.theme.space(3)} 0 ${(p) => p.theme.space(2)}; }
  p { color: ${(p) => p.theme.color.muted}; margin-bottom: ${(p) => p.theme.space(6)}; }
  > div > svg { margin: 0 auto; color: ${(p) => p.theme.color.warning}; }
`;

const SkeletonStack = styled.div`
  display: grid; gap: ${(p) => p.theme.space(4)}; padding: ${(p) => p.theme.space(12)} 0;
`;

export function PageSkeleton() {
  return (
    <Container data-testid="page-loading" aria-busy="true" aria-label="Loading page">
      <SkeletonStack>
        <Skeleton $w="40%" $h="2.5rem" />
        <Skeleton $w="70%" />
        <Skeleton $w="100%" $h="14rem" $radius="16px" />
      </SkeletonStack>
    </Container>
  );
}

/** The pre-renderer's pages, compiled in (federated id → component); absent in the browser. */
export const StaticPages = createContext<Record<string, ComponentType> | null>(null);

/**
 * One slice's page inside the shell's frame: a Suspense fence while it loads, an error fence with Retry if it
 * cannot load or throws. Already-loaded pages (deep-link preload, earlier visit) render without suspending.
 */
export function RemotePage({ id }: { id: string }) {
  const staticPages = useContext(StaticPages);
  if (staticPages) {
    const StaticPage = staticPages[id];
    return <Frame>{StaticPage ? <StaticPage /> : <PageSkeleton />}</Frame>;
  }
  return <LoadedPage id={id} />;
}

function LoadedPage({ id }: { id: string }) {
  const [attempt, setAttempt] = useState(0);
  // React.lazy caches a rejected import for good, so each retry needs a fresh lazy component.
  const Page = useMemo(() => {
    const entry = loadPageModule(id);
    return entry.module ? entry.module.default : lazy(() => entry.promise);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, attempt]);
  return (
    <Frame>
      <RemoteBoundary
        key={id}
        onRetry={() => setAttempt((a) => a + 1)}
        fallback={(_error, retry) => (
          <Container>
            <FallbackCard role="alert" data-testid="remote-fallback">
              <CardBody>
                <AlertTriangle size={36} aria-hidden="true" />
                <h1>This page could not be loaded</h1>
                <p>Part of the site is not responding right now. Check your connection and try again.</p>
                <Button onClick={retry}>
                  <RefreshCw aria-hidden="true" /> Retry
                </Button>
              </CardBody>
            </FallbackCard>
          </Container>
        )}
      >
        <Suspense fallback={<PageSkeleton />}>
          <Page />
        </Suspense>
      </RemoteBoundary>
    </Frame>
  );
}
