import { describe, expect, it } from 'vitest';
import { PHASE_MESSAGES, PHASE_START_PROGRESS, STARTING_STATUSES, startingStatusAt } from './starting-phases';

describe('starting phases', () => {
  it('begin in order along the progress bar, each with a message', () => {
    const starts = STARTING_STATUSES.map((status) => PHASE_START_PROGRESS[status]);
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    for (const status of STARTING_STATUSES) expect(PHASE_MESSAGES[status]).toMatch(/\w/);
  });

  it.each([
    [0, 'pending'],
    [9.99, 'pending'],
    [10, 'provisioning'],
    [39, 'provisioning'],
    [40, 'loading'],
    [99, 'loading'],
  ])('places %d %% in %s', (progress, status) => {
    expect(startingStatusAt(progress)).toBe(status);
  });
});
