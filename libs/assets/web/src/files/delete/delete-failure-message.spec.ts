import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorFromReply, NETWORK_ERROR_DETAIL } from '@bagel/api-client';
import { DELETE_FAILED, deleteFailureMessage } from './delete-failure-message';

describe('deleteFailureMessage (spec §8)', () => {
  it("shows the server's message in whichever shape it came", () => {
    expect(deleteFailureMessage(apiErrorFromReply(404, { error: 'Not Found', detail: 'File not found' }))).toBe('File not found');
    expect(deleteFailureMessage(apiErrorFromReply(409, { detail: [{ msg: 'The folder is not empty' }] }))).toBe('The folder is not empty');
    expect(deleteFailureMessage(apiErrorFromReply(403, { error: 'Not your file' }))).toBe('Not your file');
  });

  it("says 'Failed to delete file' when the server said nothing, or could not be reached", () => {
    expect(deleteFailureMessage(apiErrorFromReply(502, undefined))).toBe(DELETE_FAILED);
    expect(deleteFailureMessage(apiErrorFromReply(400, { status: 'broken' }))).toBe(DELETE_FAILED);
    expect(deleteFailureMessage(new ApiError({ status: 0, error: 'network_error', detail: NETWORK_ERROR_DETAIL }))).toBe(DELETE_FAILED);
  });
});
