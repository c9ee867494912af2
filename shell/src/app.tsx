import { GlobalStyle, Toaster, swrConfig, theme } from '@cci/shared-ui';
import { BrowserRouter, Route, Routes, useLocation } from '@cci/shared-ui/router';
import { useEffect, useLayoutEffect, useRef } from 'react';
import styled, { ThemeProvider } from 'styled-components';
import { SWRConfig, type Middleware } from 'swr';
import { Footer } from './layout/footer';
import { NavBar } from './layout/nav-bar';
import { NotFoundPage } from './pages/not-found-page';
import { RemotePage } from './remotes/remote-page';
import { federatedId, ROUTES } from './routes';

const Page = styled.div`display: flex; flex-direction: column; min-height: 100vh;`;
const Main = styled.main`flex: 1;`;
const SkipLink = styled.a`
  position: absolute; left: 8px; top: -48px; z-index: 100; padding: 8px 12px; border-radius: 8px;
  background: ${(p) => p.theme.color.ink}; color: #fff;
  &:focus { top: 8px; }
`;

/** New page, new scroll position (a SPA keeps the old one otherwise); the first page keeps where the visitor is. */
function ScrollToTop() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) first.current = false;
    else window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** API responses the page was pre-rendered with (SWR keys → JSON), so the first render shows the same content. */
export type PrerenderedData = Record<string, unknown>;

/**
 * Everything inside the router: theme, data cache, nav, the route's page, footer, toasts. The browser wraps it in a
 * BrowserRouter (App below), the pre-renderer in a StaticRouter (ssr/render.tsx).
 */
export function AppFrame({ data, use }: { data?: PrerenderedData; use?: Middleware[] }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <SWRConfig value={{ ...swrConfig, fallback: data ?? {}, use: use ?? [] }}>
        <Page>
          <SkipLink href="#main">Skip to content</SkipLink>
          <NavBar />
          <Main id="main" tabIndex={-1}>
            <Routes>
              {ROUTES.map((r) => (
                <Route key={r.path} path={r.path} element={<RemotePage id={federatedId(r)} />} />
              ))}
              <Route path="*" element={<NotFoundPage />} />
            </Routes>
          </Main>
          <Footer />
        </Page>
        <Toaster />
      </SWRConfig>
    </ThemeProvider>
  );
}

/**
 * The browser's app. When the page came pre-rendered, its HTML is replaced by this render in one commit (same
 * content, so nothing moves); until then the pre-rendered root is marked aria-disabled — it looks ready but its
 * buttons and fields do nothing yet — and the mark goes right after that commit.
 */
export function App({ data, onCommitted }: { data?: PrerenderedData; onCommitted?: () => void }) {
  useLayoutEffect(() => onCommitted?.(), [onCommitted]);
  return (
    <BrowserRouter>
      <ScrollToTop />
      <AppFrame data={data} />
    </BrowserRouter>
  );
}
