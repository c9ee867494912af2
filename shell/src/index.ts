import { loadPageModule, registerRemotesFromConfig } from './remotes/federation';
import { installLinkPrefetch } from './remotes/prefetch';
import { federatedId, matchRoute } from './routes';

/**
 * How long the first render waits for a deep link's page, so it paints the page rather than a skeleton. A
 * pre-rendered page is already on screen: the browser's render then waits for the page module (bounded) so it can
 * replace the markup with the same content instead of a skeleton.
 */
const DEEP_LINK_WAIT_MS = 800;
const PRERENDERED_WAIT_MS = 15_000;

registerRemotesFromConfig().then(async () => {
  installLinkPrefetch();
  // A deep link into a slice: fetch its page in parallel with the shell's own chunks.
  const route = matchRoute(location.pathname);
  const wait = document.getElementById('root')?.hasAttribute('data-prerendered') ? PRERENDERED_WAIT_MS : DEEP_LINK_WAIT_MS;
  const preload = route
    ? Promise.race([loadPageModule(federatedId(route)).promise.catch(() => undefined), new Promise((r) => setTimeout(r, wait))])
    : undefined;
  // The async boundary: shared modules (react, router, ...) are negotiated before bootstrap runs.
  const [{ render }] = await Promise.all([import('./bootstrap'), preload]);
  render();
});
