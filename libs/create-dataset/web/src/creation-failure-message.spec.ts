import { describe, expect, it } from 'vitest';
import { ApiError } from '@bagel/api-client';
import { creationFailureMessage } from './creation-failure-message';

describe('creationFailureMessage (spec §8)', () => {
  it("shows the server's detail", () => {
    expect(
      creationFailureMessage(new ApiError({ status: 409, error: 'conflict', detail: 'You already have a dataset with that name' })),
    ).toBe('You already have a dataset with that name');
  });

  it('falls back to the error code when there is no detail', () => {
    expect(creationFailureMessage(new ApiError({ status: 500, error: 'internal_error', detail: '' }))).toBe('internal_error');
  });

  it('shows what went wrong for anything else', () => {
    expect(creationFailureMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
  });
});
