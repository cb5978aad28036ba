import { describe, expect, it } from 'vitest';
import {
  formatOpportunity,
  formatTable,
  median,
  medianOf,
  medianRunIndex,
  topOpportunities,
  worstRow,
  type Measurement,
  type Row,
} from './report';

const run = (score: number, more: Partial<Measurement> = {}): Measurement => ({
  score,
  lcpMs: 2000,
  tbtMs: 100,
  cls: 0,
  requests: 20,
  transferBytes: 100_000,
  ...more,
});

describe('median', () => {
  it('is the middle value of an odd count, whatever the order', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([0.61, 0.59, 0.6])).toBe(0.6);
  });

  it('is the mean of the two middle values of an even count, and NaN of none', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNaN();
  });
});

describe('medianOf', () => {
  it('takes each figure median on its own, not all from one run', () => {
    const runs = [
      run(0.5, { lcpMs: 6000, requests: 115 }),
      run(0.7, { lcpMs: 3000, requests: 112 }),
      run(0.6, { lcpMs: 4000, requests: 113 }),
    ];
    expect(medianOf(runs)).toEqual({ score: 0.6, lcpMs: 4000, tbtMs: 100, cls: 0, requests: 113, transferBytes: 100_000 });
  });
});

describe('medianRunIndex', () => {
  it('names the run whose score is the median', () => {
    expect(medianRunIndex([run(0.9), run(0.4), run(0.6)])).toBe(2);
  });

  it('takes the lower middle of an even count', () => {
    expect(medianRunIndex([run(0.9), run(0.4), run(0.6), run(0.8)])).toBe(2);
  });
});

describe('topOpportunities', () => {
  const opportunity = (id: string, savingsMs: number, savingsBytes = 0) => ({ id, title: id, displayValue: '', savingsMs, savingsBytes });

  it('keeps the three that save the most time, bytes breaking ties', () => {
    const top = topOpportunities([
      opportunity('small', 50),
      opportunity('largest', 1200),
      opportunity('tie-fewer-bytes', 300, 10),
      opportunity('tie-more-bytes', 300, 20_000),
    ]);
    expect(top.map(({ id }) => id)).toEqual(['largest', 'tie-more-bytes', 'tie-fewer-bytes']);
  });
});

describe('formatOpportunity', () => {
  it('says the time and bytes it saves, or that Lighthouse gave no estimate', () => {
    expect(
      formatOpportunity({
        id: 'u',
        title: 'Reduce unused JavaScript',
        displayValue: 'Est savings of 85 KiB',
        savingsMs: 450,
        savingsBytes: 87_040,
      }),
    ).toBe('Reduce unused JavaScript (Est savings of 85 KiB): saves 450 ms, 87.0 kB');
    expect(formatOpportunity({ id: 'c', title: 'Avoid chaining critical requests', displayValue: '', savingsMs: 0, savingsBytes: 0 })).toBe(
      'Avoid chaining critical requests: saves no estimate',
    );
  });
});

describe('formatTable', () => {
  const rows: Row[] = [
    {
      page: '/dashboard',
      formFactor: 'mobile',
      runs: [run(0.61, { requests: 114 }), run(0.59, { requests: 115 }), run(0.6, { requests: 112 })],
    },
    { page: '/buy-bagels', formFactor: 'desktop', runs: [run(0.99, { lcpMs: 800, tbtMs: 0, cls: 0.0123, transferBytes: 512_300 })] },
  ];
  const lines = formatTable(rows).split('\n');

  it('shows each row median with the runs, against its form factor goal', () => {
    expect(lines[2]).toContain('| /dashboard ');
    expect(lines[2]).toContain('0.60 (0.61 0.59 0.60)');
    expect(lines[2]).toContain('✗ ≥ 0.95');
    expect(lines[3]).toContain('0.99 (0.99)');
    expect(lines[3]).toContain('✓ ≥ 0.98');
    expect(lines[3]).toContain('0.80 s');
    expect(lines[3]).toContain('0 ms');
    expect(lines[3]).toContain('0.012');
    expect(lines[3]).toContain('512.3 kB');
  });

  it('holds only /dashboard to the request goal', () => {
    expect(lines[2]).toContain('114 ✗ ≤ 30');
    expect(lines[3]).not.toContain('≤ 30');
  });

  it('lines the columns up under a header and a rule', () => {
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^\| Page +\| Form factor \| Score \(runs\)/);
    expect(lines[1]).toMatch(/^\|[-| ]+\|$/);
    const bars = (line: string) => [...line].flatMap((char, index) => (char === '|' ? [index] : []));
    for (const line of lines) expect(bars(line)).toEqual(bars(lines[0] as string));
  });
});

describe('worstRow', () => {
  it('is the row with the lowest median score', () => {
    const rows: Row[] = [
      { page: '/', formFactor: 'mobile', runs: [run(0.8), run(0.3), run(0.9)] },
      { page: '/dashboard', formFactor: 'mobile', runs: [run(0.6), run(0.6), run(0.2)] },
      { page: '/dashboard', formFactor: 'desktop', runs: [run(0.7)] },
    ];
    expect(worstRow(rows)).toBe(rows[1]);
  });
});
