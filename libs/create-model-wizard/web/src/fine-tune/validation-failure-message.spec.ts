import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorFromReply, NETWORK_ERROR_DETAIL } from '@bagel/api-client';
import { validationFailureMessage } from './validation-failure-message';

describe('validationFailureMessage (spec §8)', () => {
  it("shows the server's detail", () => {
    expect(validationFailureMessage(apiErrorFromReply(404, { error: 'Not Found', detail: 'Dataset not found' }))).toBe('Dataset not found');
  });

  it('says the validation failed when the server gave no reason', () => {
    expect(validationFailureMessage(new ApiError({ status: 0, error: 'network_error', detail: NETWORK_ERROR_DETAIL }))).toBe(
      'Failed to validate parameters',
    );
    expect(validationFailureMessage(apiErrorFromReply(500, undefined))).toBe('Failed to validate parameters');
    expect(validationFailureMessage(apiErrorFromReply(400, { status: 'broken' }))).toBe('Failed to validate parameters');
    expect(validationFailureMessage(new TypeError('boom'))).toBe('Failed to validate parameters');
  });
});
