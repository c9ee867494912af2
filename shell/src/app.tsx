import { GlobalStyle, Toaster, swrConfig, theme } from '@cci/shared-ui';
import { useEffect } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from '@cci/shared-ui/router';
import styled, { ThemeProvider } from 'styled-components';
import { SWRConfig } from 'swr';
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

/** New page, new scroll position (a SPA keeps the old one otherwise). */
function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

export function App() {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <SWRConfig value={swrConfig}>
        <BrowserRouter>
          <ScrollToTop />
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
        </BrowserRouter>
      </SWRConfig>
    </ThemeProvider>
  );
}
