// What a visitor on a phone waits for, measured on the throttled phone (phone.mts), beside Lighthouse's
// simulated figures:
//   - for each route, the time to first paint, the time until its main control works, and the blocking
//     time after the first paint (cold-load.mts);
//   - a tap on a project card until that project's carousel works (tap.mts); then the same tap after an
//     intent on another card (a touch that became a scroll: Next has learnt the project route), and on a
//     card whose project an intent has already fetched (what is left without the network);
//   - Back to the list until the filters work again, with the back-forward cache on (as in a visitor's
//     browser; Playwright turns it off by default).
// Times count from the navigation's start (or the tap's lift, or the Back), median of the runs.
import { controlsOf, coldLoad } from './cold-load.mts';
import { launchBrowser } from './phone.mts';
import { Samples, type Medians } from './samples.mts';
import type { Origins } from './serve.mts';
import { tapAfterIntent, tapAndBack } from './tap.mts';

/**
 * Every figure for each site (its origin), median of `runs`. The routes whose control is measured are
 * /projets, the project pages and /contact; the others get their first paint only.
 */
export async function measureInteraction(origins: Origins, routes: string[], runs: number): Promise<Medians> {
  // A visitor's browser keeps pages in the back-forward cache.
  const browser = await launchBrowser({ ignoreDefaultArgs: ['--disable-back-forward-cache'] });
  const samples = new Samples();
  try {
    // Round-robin over sites and routes: a slow moment of the machine hits all of them alike.
    for (let run = 0; run < runs; run += 1) {
      for (const [index, [name, origin]] of Object.entries(origins).entries()) {
        // The export measured comes first (scripts/bench.mts); the others are older builds.
        const unmeasurable = index === 0 ? 'stop' : 'skip';
        for (const route of routes) {
          const times = await coldLoad(browser, `${origin}${route}`, controlsOf(route));
          for (const [what, time] of Object.entries(times)) samples.push(`${name} ${route} ${what}`, time);
        }
        const tapped = await tapAndBack(browser, origin, unmeasurable);
        samples.push(`${name} tap`, tapped?.fromLift ?? null);
        samples.push(`${name} tap touch`, tapped?.fromTouch ?? null);
        samples.push(`${name} back`, tapped?.list ?? null);
        samples.push(`${name} tap other`, (await tapAfterIntent(browser, origin, 'other card', unmeasurable))?.fromLift ?? null);
        samples.push(`${name} tap prefetched`, (await tapAfterIntent(browser, origin, 'same card', unmeasurable))?.fromLift ?? null);
      }
      console.error(`interaction run ${run + 1}/${runs}`);
    }
  } finally {
    await browser.close();
  }
  return samples.medians();
}
