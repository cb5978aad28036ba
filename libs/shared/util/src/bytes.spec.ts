import { describe, expect, it } from 'vitest';
import { countOf, filesSummary, formatBytes } from './bytes';

describe('sizes', () => {
  it('formats sizes in binary units with upper-case K: one style on every screen', () => {
    expect(formatBytes(0)).toBe('0 B');
    expect(formatBytes(1023)).toBe('1023 B');
    expect(formatBytes(1024)).toBe('1 KB');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(150 * 1024)).toBe('150 KB');
    // Spec §9's upload limit, as the limit's message says it.
    expect(formatBytes(524_288_000)).toBe('500 MB');
    expect(formatBytes(2_471_645_608)).toBe('2.3 GB');
    expect(formatBytes(2 * 1024 ** 3)).toBe('2 GB');
    expect(formatBytes(3 * 1024 ** 5)).toBe('3072 TB');
  });

  it('counts files with their total size', () => {
    expect(countOf(1, 'file')).toBe('1 file');
    expect(countOf(0, 'file')).toBe('0 files');
    expect(filesSummary(1, 2048)).toBe('1 file · 2 KB');
    expect(filesSummary(3, 0)).toBe('3 files · 0 B');
  });
});
