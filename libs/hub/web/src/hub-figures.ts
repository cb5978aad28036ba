const COMPACT = new Intl.NumberFormat('en', { notation: 'compact', maximumFractionDigits: 1 });

/** 1234567 → '1.2M', as the hub shows downloads and likes. */
export const formatHubCount = (count: number): string => COMPACT.format(count);
