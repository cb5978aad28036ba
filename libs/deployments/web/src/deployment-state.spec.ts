import { describe, expect, it } from 'vitest';
import { hasEnded, isLive, isStarting, progressPercent } from './deployment-state';

describe('progressPercent (spec §9)', () => {
  it('is a whole percentage from 0 to 100', () => {
    expect(progressPercent(45)).toBe(45);
    expect(progressPercent(12.6)).toBe(13);
    expect(progressPercent(140)).toBe(100);
    expect(progressPercent(-5)).toBe(0);
  });
});

describe('deployment states', () => {
  it('calls pending, provisioning and loading starting, and those with running live', () => {
    expect((['pending', 'provisioning', 'loading'] as const).map((status) => isStarting({ status }))).toEqual([true, true, true]);
    expect(isStarting({ status: 'running' })).toBe(false);
    expect(isLive({ status: 'running' })).toBe(true);
    expect(hasEnded({ status: 'failed' })).toBe(true);
    expect(hasEnded({ status: 'terminated' })).toBe(true);
    expect(hasEnded({ status: 'pending' })).toBe(false);
  });
});
