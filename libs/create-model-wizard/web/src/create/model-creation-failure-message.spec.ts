import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorFromReply, NETWORK_ERROR_DETAIL } from '@bagel/api-client';
import { MODEL_CREATION_FAILED, modelCreationFailureMessage } from './model-creation-failure-message';

describe('modelCreationFailureMessage (spec §8)', () => {
  it("reads the server's words in spec §8's order", () => {
    expect(modelCreationFailureMessage(apiErrorFromReply(422, { msg: 'Quota reached', detail: 'second', error: 'third' }))).toBe(
      'Quota reached',
    );
    expect(modelCreationFailureMessage(apiErrorFromReply(500, { error: 'Internal Server Error', detail: '' }))).toBe(
      'Internal Server Error',
    );
  });

  it('else shows the raw data of the reply', () => {
    expect(modelCreationFailureMessage(apiErrorFromReply(504, 'Gateway timeout'))).toBe('Gateway timeout');
    expect(modelCreationFailureMessage(apiErrorFromReply(400, { status: 'broken' }))).toBe('{"status":"broken"}');
    expect(modelCreationFailureMessage(apiErrorFromReply(400, [1, 2]))).toBe('[1,2]');
  });

  it("else 'Failed to create model': no body, an empty one, or no answer at all", () => {
    for (const body of [undefined, null, {}, [], '  ']) {
      expect(modelCreationFailureMessage(apiErrorFromReply(500, body))).toBe(MODEL_CREATION_FAILED);
    }
    expect(modelCreationFailureMessage(new ApiError({ status: 0, error: 'network_error', detail: NETWORK_ERROR_DETAIL }))).toBe(
      MODEL_CREATION_FAILED,
    );
    expect(modelCreationFailureMessage(undefined)).toBe(MODEL_CREATION_FAILED);
  });

  it('keeps the message of an error the wizard raised itself (a file the server did not keep)', () => {
    expect(modelCreationFailureMessage(new Error('Failed to upload file. model.safetensors'))).toBe(
      'Failed to upload file. model.safetensors',
    );
  });
});
