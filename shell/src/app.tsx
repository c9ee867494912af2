import { GlobalStyle, Toaster, swrConfig, theme } from '@cci/shared-ui';
import { BrowserRouter } from '@cci/shared-ui/router';
import { useEffect } from 'react';
import styled, { ThemeProvider } from 'styled-components';
import { SWRConfig, type Middleware } from 'swr';
import { goLive } from './early-input/replay';
import { Footer } from './layout/footer';
import { NavBar } from './layout/nav-bar';
import { browserPages } from './remotes/federation';
import { PageRegistryContext, type PageRegistry } from './remotes/page-registry';
import { SlicePages } from './remotes/remote-page';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;
const Main = styled.main`
  flex: 1;
`;
const SkipLink = styled.a`
  position: absolute;
  left: 8px;
  top: -48px;
  z-index: 100;
  padding: 8px 12px;
  border-radius: 8px;
  background: ${(p) => p.theme.color.ink};
  color: ${(p) => p.theme.color.surface};
  &:focus {
    top: 8px;
  }
`;

/** API responses the page was pre-rendered with (SWR keys → JSON), so the first render shows the same content. */
export type PrerenderedData = Record<string, unknown>;

/**
 * Everything inside the router: theme, data cache, nav, the location's page (from the slice that owns it), footer,
 * toasts. The browser wraps it in a BrowserRouter (App below), the server in a StaticRouter (ssr/render.tsx); the
 * tree is the same on both sides, so the browser hydrates the server's HTML.
 */
export function AppFrame({ data, use, pages }: { data?: PrerenderedData; use?: Middleware[]; pages: PageRegistry }) {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <SWRConfig value={{ ...swrConfig, fallback: data ?? {}, use: use ?? [] }}>
        <PageRegistryContext.Provider value={pages}>
          <Page>
            <SkipLink href="#main">Skip to content</SkipLink>
            <NavBar />
            <Main id="main" tabIndex={-1}>
              {/* A member's announcement banner shows here (layout/announcement-banner.tsx, loaded with the bell). */}
              <div id="announcement-slot" />
              <SlicePages />
            </Main>
            <Footer />
          </Page>
        </PageRegistryContext.Provider>
        <Toaster />
      </SWRConfig>
    </ThemeProvider>
  );
}

/**
 * The browser's app. Once its first render (or the hydration of the server's HTML) is committed, what the visitor typed
 * and clicked before (early-input/capture.js) is handed to the live page, and then `<html data-live>` is set.
 */
export function App({ data }: { data?: PrerenderedData }) {
  useEffect(() => {
    // In a task of its own, outside React's commit: each replayed event is then rendered before the next one is made
    // (a submit sees the state the fields just gave it), and the caret is set after the field's render. The page is
    // marked live in that same task, after the hand-over (goLive).
    const timer = setTimeout(goLive, 0);
    return () => clearTimeout(timer);
  }, []);
  return (
    // No transitions: a page already loaded shows in the render of the click itself (one frame); a page still loading
    // is handled by SlicePages, which keeps the old page on screen (a transition would hold it with no time limit).
    <BrowserRouter useTransitions={false}>
      <AppFrame data={data} pages={browserPages} />
    </BrowserRouter>
  );
}
