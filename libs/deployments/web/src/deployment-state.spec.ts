import { describe, expect, it } from 'vitest';
import { hasEnded, isLive, isStarting, progressPercent } from './deployment-state';

describe('progressPercent (spec §3, §9)', () => {
  it('reads progress, else deployment_progress', () => {
    expect(progressPercent({ progress: 45, deployment_progress: 10 })).toBe(45);
    expect(progressPercent({ deployment_progress: 60 })).toBe(60);
    expect(progressPercent({ progress: null, deployment_progress: '70' })).toBe(70);
    expect(progressPercent({ progress: 'soon', deployment_progress: 30 })).toBe(30);
  });

  it('coerces to a number, 0 when it is none, as a whole percentage from 0 to 100', () => {
    expect(progressPercent({})).toBe(0);
    expect(progressPercent({ progress: 'n/a' })).toBe(0);
    expect(progressPercent({ progress: '12.6' })).toBe(13);
    expect(progressPercent({ progress: 140 })).toBe(100);
    expect(progressPercent({ progress: -5 })).toBe(0);
    expect(progressPercent({ progress: 0, deployment_progress: 80 })).toBe(0);
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
