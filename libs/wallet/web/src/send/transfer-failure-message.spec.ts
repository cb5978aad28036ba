import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorFromReply } from '@bagel/api-client';
import { TRANSFER_CATCH_MESSAGE, TRANSFER_FALLBACK_MESSAGE, transferFailureMessage } from './transfer-failure-message';

describe('transferFailureMessage (spec §8, shell)', () => {
  it("shows the server's error", () => {
    expect(transferFailureMessage(apiErrorFromReply(404, { error: 'Not Found', detail: 'Recipient not found' }))).toBe(
      'Recipient not found',
    );
    expect(transferFailureMessage(apiErrorFromReply(422, { error: 'Insufficient balance' }))).toBe('Insufficient balance');
  });

  it('falls back when the server sent no error of its own, e.g. a reply without the success flag', () => {
    expect(
      transferFailureMessage(
        new ApiError({ status: 200, error: 'invalid_response', detail: 'The server sent a reply this app does not understand.' }),
      ),
    ).toBe(TRANSFER_FALLBACK_MESSAGE);
    expect(transferFailureMessage(apiErrorFromReply(502, undefined))).toBe('Failed to send bagels. Please check the recipient username.');
  });

  it('uses the catch fallback for anything that is not a server reply', () => {
    expect(
      transferFailureMessage(new ApiError({ status: 0, error: 'network_error', detail: 'Network error: could not reach the server' })),
    ).toBe(TRANSFER_CATCH_MESSAGE);
    expect(transferFailureMessage(new TypeError('boom'))).toBe(
      'Failed to transfer Bagels. Please check the recipient username and try again.',
    );
  });
});
