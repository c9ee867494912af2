import { preloadPage, registerRemotesFromConfig } from './remotes/federation';
import { installLinkPrefetch } from './remotes/prefetch';

/**
 * How long the first render waits for the page's module. A pre-rendered page is on screen already: its hydration
 * needs the page's module (the same tree as the server's), so it waits longer; past that it hydrates anyway and React
 * renders the page afresh when it comes. A plain page (not pre-rendered) shows the skeleton after a short wait.
 */
const DEEP_LINK_WAIT_MS = 800;
const PRERENDERED_WAIT_MS = 15_000;

registerRemotesFromConfig().then(async () => {
  installLinkPrefetch();
  const wait = document.getElementById('root')?.hasAttribute('data-prerendered') ? PRERENDERED_WAIT_MS : DEEP_LINK_WAIT_MS;
  // The page's slice and module load in parallel with the shell's own chunks.
  const preload = Promise.race([preloadPage(location.pathname), new Promise((r) => setTimeout(r, wait))]);
  // The async boundary: shared modules (react, router, ...) are negotiated before bootstrap runs.
  const [{ render }] = await Promise.all([import('./bootstrap'), preload]);
  render();
});
