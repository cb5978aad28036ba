const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'] as const;

/**
 * 1536 → '1.5 KB': every size the product shows, in one style. Binary units, as spec §5's 500MB upload limit
 * (524,288,000 bytes) counts them; one decimal under 100, none from there.
 */
export function formatBytes(bytes: number): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const digits = unit === 0 || value >= 100 ? 0 : 1;
  return `${value.toFixed(digits).replace(/\.0$/, '')} ${UNITS[unit]}`;
}

/** '1 file', '3 files'. */
export const countOf = (count: number, noun: string): string => `${count} ${count === 1 ? noun : `${noun}s`}`;

/** '1 file · 2 KB', '3 files · 1.5 MB'. */
export const filesSummary = (count: number, bytes: number): string => `${countOf(count, 'file')} · ${formatBytes(bytes)}`;
