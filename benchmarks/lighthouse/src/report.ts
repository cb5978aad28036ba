export type FormFactor = 'mobile' | 'desktop';

/** One Lighthouse run's figures for one page. */
export interface Measurement {
  /** The performance score, 0 to 1. */
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  requests: number;
  transferBytes: number;
}

/** A performance audit that did not pass, with Lighthouse's estimate of what fixing it saves. */
export interface Opportunity {
  id: string;
  title: string;
  displayValue: string;
  savingsMs: number;
  savingsBytes: number;
}

/** Issue 22's goals. */
export const GOALS = { score: { mobile: 0.95, desktop: 0.98 } as Record<FormFactor, number>, dashboardRequests: 30 };

/** The middle value (the mean of the two middle ones for an even count); NaN for none. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** Each figure's median over the runs, figure by figure. */
export function medianOf(runs: readonly Measurement[]): Measurement {
  const of = (key: keyof Measurement) => median(runs.map((run) => run[key]));
  return {
    score: of('score'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    requests: of('requests'),
    transferBytes: of('transferBytes'),
  };
}

/** The run whose score is the median one (of an even count, the lower middle): the run to read the details of. */
export function medianRunIndex(runs: readonly Measurement[]): number {
  const order = runs.map((run, index) => ({ score: run.score, index })).sort((a, b) => a.score - b.score);
  return order[Math.floor((order.length - 1) / 2)]?.index ?? -1;
}

/** The `count` opportunities that save the most time, then the most bytes. */
export function topOpportunities(opportunities: readonly Opportunity[], count = 3): Opportunity[] {
  return [...opportunities].sort((a, b) => b.savingsMs - a.savingsMs || b.savingsBytes - a.savingsBytes).slice(0, count);
}

export interface Row {
  page: string;
  formFactor: FormFactor;
  /** Every run's figures, in the order they ran. */
  runs: Measurement[];
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const mark = (met: boolean) => (met ? '✓' : '✗');

/** A plain-text table, one line a page and form factor, each figure the median of the runs, against the goals. */
export function formatTable(rows: readonly Row[]): string {
  const header = ['Page', 'Form factor', 'Score (runs)', 'Goal', 'LCP', 'TBT', 'CLS', 'Requests', 'Transferred'];
  const lines = rows.map(({ page, formFactor, runs }) => {
    const m = medianOf(runs);
    const scores = runs.map((run) => run.score.toFixed(2)).join(' ');
    const goal = GOALS.score[formFactor];
    const requestGoal = page === '/dashboard' ? ` ${mark(m.requests <= GOALS.dashboardRequests)} ≤ ${GOALS.dashboardRequests}` : '';
    return [
      page,
      formFactor,
      `${m.score.toFixed(2)} (${scores})`,
      `${mark(m.score >= goal)} ≥ ${goal}`,
      seconds(m.lcpMs),
      `${m.tbtMs.toFixed(0)} ms`,
      m.cls.toFixed(3),
      `${m.requests}${requestGoal}`,
      kB(m.transferBytes),
    ];
  });
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => (line[column] as string).length)));
  const format = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column] as number)).join(' | ')} |`;
  return [format(header), format(widths.map((width) => '-'.repeat(width))), ...lines.map(format)].join('\n');
}

/** The row with the lowest median score (the first listed of those tied). */
export function worstRow<T extends Row>(rows: readonly T[]): T | undefined {
  return [...rows].sort((a, b) => medianOf(a.runs).score - medianOf(b.runs).score)[0];
}

/** One line for an opportunity: its title, what it says, and the savings Lighthouse estimates. */
export function formatOpportunity({ title, displayValue, savingsMs, savingsBytes }: Opportunity): string {
  const savings = [savingsMs > 0 ? `${savingsMs.toFixed(0)} ms` : '', savingsBytes > 0 ? kB(savingsBytes) : ''].filter(Boolean);
  return `${title}${displayValue ? ` (${displayValue})` : ''}: saves ${savings.length ? savings.join(', ') : 'no estimate'}`;
}
