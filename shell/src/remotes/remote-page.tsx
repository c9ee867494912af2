import { Button, Card, CardBody, Container, documentTitle, Skeleton } from '@cci/shared-ui';
import { Route, Routes, useLocation } from '@cci/shared-ui/router';
import { AlertTriangle, RefreshCw } from 'lucide-react';
import { useContext, useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import styled from 'styled-components';
import { NotFoundPage } from '../pages/not-found-page';
import { PageRegistryContext, type Resolution } from './page-registry';
import { RemoteBoundary } from './remote-boundary';

/**
 * How long a click into a page that is still loading keeps the old page on screen before the skeleton shows. A page
 * that loads faster (the usual case: links prefetch on hover, focus and touch) appears with no skeleton flash.
 */
export const SKELETON_DELAY_MS = 400;

const Frame = styled.div`
  min-height: 60vh;
`;

const FallbackCard = styled(Card)`
  max-width: 560px;
  margin: ${(p) => p.theme.space(16)} auto;
  text-align: center;
  h1 {
    font-size: ${(p) => p.theme.fontSize['2xl']};
    margin: ${(p) => p.theme.space(3)} 0 ${(p) => p.theme.space(2)};
  }
  p {
    color: ${(p) => p.theme.color.muted};
    margin-bottom: ${(p) => p.theme.space(6)};
  }
  > div > svg {
    margin: 0 auto;
    color: ${(p) => p.theme.color.warning};
  }
`;

const SkeletonStack = styled.div`
  display: grid;
  gap: ${(p) => p.theme.space(4)};
  padding: ${(p) => p.theme.space(12)} 0;
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

function LoadFailed({ retry }: { retry: () => void }) {
  return (
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
  );
}

type Shown = Exclude<Resolution, { kind: 'pending' }>;

/** One resolved page: the slice's page under its route (so useParams works), the not-found page, or the error card. */
function ShownPage({ state, location, onRetry }: { state: Shown; location: ReturnType<typeof useLocation>; onRetry: () => void }) {
  if (state.kind === 'not-found') return <NotFoundPage />;
  if (state.kind === 'failed') {
    return (
      <LoadFailed
        retry={() => {
          state.retry();
          onRetry();
        }}
      />
    );
  }
  const { Page, match, remote } = state;
  return (
    <RemoteBoundary key={`${remote} ${match.route.path}`} onRetry={onRetry} fallback={(_error, retry) => <LoadFailed retry={retry} />}>
      <Routes location={location}>
        <Route path={match.route.path} element={<Page />} />
      </Routes>
    </RemoteBoundary>
  );
}

/**
 * The page of the current location, from the slice that owns it. The slices' pages are found at run time (the
 * registry: mf-remotes.json → the slice's routes module → the page), never listed in the shell.
 *
 * Navigation into a page that is not loaded yet keeps the previous page on screen while it loads, and shows the
 * skeleton only if that takes longer than {@link SKELETON_DELAY_MS}; a loaded page shows in the same render as the
 * location change (one frame). No Suspense: React's fallback throttle would hold every skeleton for 300 ms.
 */
export function SlicePages() {
  const location = useLocation();
  const registry = useContext(PageRegistryContext);
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const [slowKey, setSlowKey] = useState<string | null>(null);
  const state = registry.resolve(location.pathname);
  const last = useRef<{ state: Shown; location: typeof location } | null>(null);

  const pending = state.kind === 'pending' ? state.promise : null;
  useEffect(() => {
    if (!pending) return;
    let live = true;
    const done = () => live && rerender();
    pending.then(done, done);
    const timer = setTimeout(() => live && setSlowKey(location.key), SKELETON_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [pending, location.key]);

  const route = state.kind === 'ready' ? state.match.route : null;
  useLayoutEffect(() => {
    // The route's title, before the page's own effects (which may set a more precise one) run.
    if (route) document.title = documentTitle(route.title);
  }, [route, location.key]);

  // The page last shown stays on screen while the next one loads. It is a ref, not state: remembering it must not
  // cost a second render of every navigation.
  // eslint-disable-next-line react-hooks/refs -- read on purpose during render, written only in the layout effect below
  const previous = last.current;
  let shown: { state: Shown; location: typeof location } | null;
  if (state.kind !== 'pending') shown = { state, location };
  else if (slowKey !== location.key && previous)
    shown = previous; // keep the old page for now
  else shown = null;
  useLayoutEffect(() => {
    if (!shown || shown.location !== location || last.current?.location === location) return;
    // A new page on screen starts at the top (a SPA keeps the old scroll position otherwise); the first page keeps
    // where the visitor is.
    if (last.current && last.current.location.pathname !== location.pathname) window.scrollTo(0, 0);
    last.current = shown;
  });

  return (
    <Frame aria-busy={state.kind === 'pending' ? true : undefined}>
      {shown ? <ShownPage state={shown.state} location={shown.location} onRetry={rerender} /> : <PageSkeleton />}
    </Frame>
  );
}
