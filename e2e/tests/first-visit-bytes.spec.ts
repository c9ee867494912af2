import { expect, test } from '../support/test';
import { trackRequests, waitForQuietNetwork } from '../support/network';
import { waitForApp } from '../support/navigation';
import { FIRST_VISIT_JS_BUDGET, FIRST_VISIT_JS_CEILINGS, KEY_PAGES, firstVisitFiles, totalsOf } from '../../tools/browser/first-visit.cjs';

/**
 * The JavaScript of a first visit to each key page, as served (brotli), stays within its budget. It
 * counts the bytes of the production build the suite runs, which do not flake; the timed budgets (Lighthouse, paint
 * to live, navigation) are `npm run bench`'s. A page added to the site's main journeys joins KEY_PAGES
 * (tools/browser/first-visit.cjs, which the bench reports from as well).
 */
test('the first visit to each key page loads at most 150 KB of JavaScript as served (brotli)', async ({ browser, request, baseURL }) => {
  test.setTimeout(120_000);
  const events = (await (await request.get('/api/events')).json()) as { id: number }[];
  const threads = (await (await request.get('/api/communities/entrepreneurs/threads')).json()) as { items: { id: number }[] };
  expect(events.length, 'a seeded event').toBeGreaterThan(0);
  expect(threads.items.length, 'a seeded thread').toBeGreaterThan(0);
  const paths = KEY_PAGES.map((p) => p.replace(':event', String(events[0].id)).replace(':thread', String(threads.items[0].id)));

  const over: string[] = [];
  const stale: string[] = [];
  for (const [i, path] of paths.entries()) {
    const key = KEY_PAGES[i]!; // the ceilings name pages as KEY_PAGES does (`/events/:event`)
    const ceiling = FIRST_VISIT_JS_CEILINGS[key];
    const limit = ceiling ?? FIRST_VISIT_JS_BUDGET;
    const { files } = await firstVisitFiles(browser, baseURL + path, {
      prepare: (context) => void trackRequests(context),
      settle: async (page) => {
        await waitForApp(page);
        await waitForQuietNetwork(page);
      },
    });
    const totals = totalsOf(files);
    // Scripts of 512 bytes or less are not worth compressing (the build keeps no .br for them): sent as they are.
    const notBrotli = files.filter((f) => f.type === 'js' && f.encoding !== 'br' && f.decoded > 512).map((f) => f.url);
    expect(notBrotli, `${path}: every script over 512 bytes is served brotli-encoded`).toEqual([]);
    expect(totals.jsFiles, `${path}: scripts were loaded`).toBeGreaterThan(0);
    test.info().annotations.push({ type: 'first-visit JS', description: `${path}: ${totals.jsTransferred} B in ${totals.jsFiles} files` });
    if (totals.jsTransferred > limit) {
      const largest = [...files].sort((a, b) => b.transferred - a.transferred).slice(0, 5);
      over.push(
        `${path}: ${totals.jsTransferred} B > ${limit} B (largest: ${largest.map((f) => `${f.url} ${f.transferred} B`).join(', ')})`,
      );
    }
    // A page over the budget is held at its ceiling; one that got lighter brings its ceiling down (or leaves the list).
    if (ceiling !== undefined && (totals.jsTransferred <= FIRST_VISIT_JS_BUDGET || totals.jsTransferred <= ceiling - 1000)) {
      stale.push(`${key}: loads ${totals.jsTransferred} B, its ceiling is ${ceiling} B: lower it in tools/browser/first-visit.cjs`);
    }
  }
  expect(over, `first-visit JS over its budget (${FIRST_VISIT_JS_BUDGET} B, or the ceiling of a page not there yet)`).toEqual([]);
  expect(stale, 'ceilings to bring down').toEqual([]);
});
