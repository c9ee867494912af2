import { test } from '../support/test';
import { trackRequests, waitForQuietNetwork } from '../support/network';
import { waitForApp } from '../support/navigation';
import { firstVisitFiles } from '../../tools/browser/first-visit.cjs';

test('debug sizes', async ({ browser, baseURL }) => {
  for (const path of ['/login', '/community/entrepreneurs/discussions/1']) {
    const { files } = await firstVisitFiles(browser, baseURL + path, {
      prepare: (context) => void trackRequests(context),
      settle: async (page) => {
        await waitForApp(page);
        await waitForQuietNetwork(page);
      },
    });
    console.log('PAGE', path);
    for (const f of files.filter((x) => x.type === 'js')) console.log('FILE', f.url, f.transferred);
  }
});
