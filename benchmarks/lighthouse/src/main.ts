import { performance } from 'node:perf_hooks';
import { PATHS } from '@bagel/contract';
import type { Result } from 'lighthouse';
import { measurementOf, opportunitiesOf, startAuditor } from './audit';
import { startProduct } from './product';
import { formatOpportunity, formatTable, medianRunIndex, topOpportunities, worstRow, type FormFactor, type Row } from './report';
import { signInDemoUser } from './signed-in-user';

/**
 * Lighthouse's performance figures for the product's first pages (issue 22): builds and starts the product as
 * `npm start` does, signs in as the demo user alice (with a dataset and a model of her own), and runs Lighthouse in
 * Debian's Chromium against the landing page signed out and the signed-in pages with her session cookie, mobile and
 * desktop, LIGHTHOUSE_RUNS times each (default 3). Prints the medians against the goals and what Lighthouse would fix
 * first on the worst page. Fails only when a page does not render as it should (a signed-in page sent to sign in);
 * never on a score.
 */
const RUNS = Number(process.env['LIGHTHOUSE_RUNS'] ?? 3);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`LIGHTHOUSE_RUNS must be a whole number of 1 or more, not ${RUNS}`);
const FORM_FACTORS: FormFactor[] = ['mobile', 'desktop'];

interface PageRow extends Row {
  /** The report of each run, for the worst page's opportunities. */
  reports: Result[];
}

const started = performance.now();
const product = await startProduct();
try {
  const user = await signInDemoUser(product.origin);
  // The landing page is what a visitor sees signed out: signed in, `/` sends them on to the dashboard.
  const pages: Array<{ path: string; signedIn: boolean }> = [
    { path: PATHS.landing, signedIn: false },
    ...[PATHS.dashboard, PATHS.buyBagels, PATHS.datasets, PATHS.deployments, user.manageDatasetPath].map((path) => ({
      path,
      signedIn: true,
    })),
  ];
  const rows: PageRow[] = FORM_FACTORS.flatMap((formFactor) =>
    pages.map(({ path }) => ({ page: path, formFactor, runs: [], reports: [] })),
  );
  /** Lighthouse's warnings about its runs, with the pages they came from. */
  const warnings = new Map<string, string[]>();
  const auditor = await startAuditor();
  try {
    // One run not counted: the servers' first queries and the browser's first start are no page's to pay for.
    await auditor.audit(`${product.origin}${PATHS.dashboard}`, 'desktop', user.cookie);
    // Round by round, so a busy moment on the machine spreads over the pages instead of landing on one.
    for (let run = 1; run <= RUNS; run++) {
      for (const row of rows) {
        const { signedIn } = pages.find((page) => page.path === row.page) ?? { signedIn: false };
        const runStarted = performance.now();
        const lhr = await auditor.audit(`${product.origin}${row.page}`, row.formFactor, signedIn ? user.cookie : undefined);
        const landed = new URL(lhr.finalDisplayedUrl);
        if (landed.pathname !== row.page) {
          throw new Error(
            `${row.page} (${row.formFactor}) ended on ${landed.pathname}${landed.search}: ` +
              (signedIn ? 'the session cookie did not sign the browser in' : 'the page sent the visitor elsewhere'),
          );
        }
        const measurement = measurementOf(lhr);
        row.runs.push(measurement);
        row.reports.push(lhr);
        for (const warning of lhr.runWarnings) warnings.set(warning, [...(warnings.get(warning) ?? []), row.page]);
        const took = ((performance.now() - runStarted) / 1000).toFixed(0);
        console.log(`run ${run}/${RUNS} ${row.formFactor} ${row.page}: ${measurement.score.toFixed(2)} (${took} s)`);
      }
    }
  } finally {
    await auditor.close();
  }

  console.log(
    `\nLighthouse ${rows[0]?.reports[0]?.lighthouseVersion} in ${rows[0]?.reports[0]?.environment.hostUserAgent}; ` +
      `median of ${RUNS} run${RUNS === 1 ? '' : 's'} each; \`/\` signed out, the rest signed in as alice\n`,
  );
  console.log(formatTable(rows));
  for (const [warning, from] of warnings)
    console.log(`\nLighthouse warned (${from.length} runs: ${[...new Set(from)].join(', ')}): ${warning}`);
  const worst = worstRow(rows);
  const report = worst?.reports[medianRunIndex(worst.runs)];
  if (worst && report) {
    console.log(`\nWorst: ${worst.page} (${worst.formFactor}); what Lighthouse would fix first there (its median run):`);
    for (const opportunity of topOpportunities(opportunitiesOf(report))) console.log(`- ${formatOpportunity(opportunity)}`);
  }
} finally {
  await product.stop();
}
console.log(`\nDone in ${((performance.now() - started) / 1000).toFixed(0)} s`);
