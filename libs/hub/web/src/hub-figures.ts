const SIZE_UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/**
 * 2471645608 → '2.47 GB': decimal units, as Hugging Face shows a repository's files, so the figures match its pages
 * (the product's own uploads count in binary units, as their 500MB limit does).
 */
export function formatHubBytes(bytes: number): string {
  const power = Math.min(SIZE_UNITS.length - 1, Math.max(0, Math.floor(Math.log10(Math.max(bytes, 1)) / 3)));
  return new Intl.NumberFormat('en', {
    style: 'unit',
    unit: SIZE_UNITS[power],
    unitDisplay: power === 0 ? 'long' : 'short',
    maximumFractionDigits: power === 0 ? 0 : 2,
  }).format(bytes / 1000 ** power);
}

const COMPACT = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });

/** 1234567 → '1.2M', as the hub shows downloads and likes. */
export const formatHubCount = (count: number): string => COMPACT.format(count);
