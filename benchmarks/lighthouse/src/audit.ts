import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config, type Flags, type Result } from 'lighthouse';
import { chromiumLaunchOptions } from '@bagel/chromium';
import type { FormFactor, Measurement, Opportunity } from './report';

/** Lighthouse's default (a mid-range phone, simulated slow 4G and 4× CPU slowdown), or `--preset=desktop`. */
const CONFIGS: Record<FormFactor, Config | undefined> = { mobile: undefined, desktop: desktopConfig };

const ATTEMPTS = 3;

export interface Auditor {
  /** One Lighthouse performance run of `url`, sending `cookie` (when given) with every request. */
  audit(url: string, formFactor: FormFactor, cookie: string | undefined): Promise<Result>;
  close(): Promise<void>;
}

/**
 * Debian's Chromium, headless, with the repo's flags (tools/chromium: no sandbox, nothing reaching for the network),
 * launched once: Lighthouse opens a fresh tab for each run and clears the cache and storage before it loads the page.
 */
export async function startAuditor(): Promise<Auditor> {
  const chrome: LaunchedChrome = await launch({
    chromePath: process.env['CHROME_PATH'] ?? chromiumLaunchOptions.executablePath,
    chromeFlags: ['--headless=new', ...chromiumLaunchOptions.args],
  });
  return {
    async audit(url, formFactor, cookie) {
      const flags: Flags = {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
      };
      // A run Lighthouse itself could not record (NO_NAVSTART on a busy machine: "Please run Lighthouse again") is
      // run again, a few times.
      for (let attempt = 1; ; attempt++) {
        const result = await lighthouse(url, flags, CONFIGS[formFactor]);
        if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
        const { lhr } = result;
        if (!lhr.runtimeError) return lhr;
        const failure = `${lhr.runtimeError.code} ${lhr.runtimeError.message}`;
        if (attempt >= ATTEMPTS) throw new Error(`Lighthouse could not audit ${url} in ${ATTEMPTS} attempts: ${failure}`);
        console.log(`Lighthouse could not audit ${url} (${failure}); running it again`);
      }
    },
    async close() {
      chrome.kill();
    },
  };
}

const numeric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;

/** The figures the table shows, from one run's report. */
export function measurementOf(lhr: Result): Measurement {
  const total = (lhr.audits['resource-summary']?.details as { items?: Array<Record<string, unknown>> } | undefined)?.items?.find(
    (item) => item['resourceType'] === 'total',
  );
  return {
    score: lhr.categories['performance']?.score ?? Number.NaN,
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    requests: Number(total?.['requestCount'] ?? Number.NaN),
    transferBytes: Number(total?.['transferSize'] ?? Number.NaN),
  };
}

/**
 * The performance audits that did not pass, with what Lighthouse estimates fixing each would save: its overall
 * time saving where it says one, else the largest of its metric savings (LCP, FCP, TBT: a diagnostic's); bytes too.
 */
export function opportunitiesOf(lhr: Result): Opportunity[] {
  // Not the metrics themselves: what the table shows already.
  const ids = lhr.categories['performance']?.auditRefs.filter((ref) => ref.group !== 'metrics').map((ref) => ref.id) ?? [];
  return ids.flatMap((id) => {
    const audit = lhr.audits[id];
    if (!audit || audit.score === null || audit.score >= 0.9 || audit.scoreDisplayMode === 'informative') return [];
    const details = audit.details as { overallSavingsMs?: number; overallSavingsBytes?: number } | undefined;
    const metricSavings = audit.metricSavings ?? {};
    const savingsMs = details?.overallSavingsMs ?? Math.max(0, metricSavings.LCP ?? 0, metricSavings.FCP ?? 0, metricSavings.TBT ?? 0);
    return [{ id, title: audit.title, displayValue: audit.displayValue ?? '', savingsMs, savingsBytes: details?.overallSavingsBytes ?? 0 }];
  });
}
