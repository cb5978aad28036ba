import { describe, expect, it } from 'vitest';
import { ApiError } from '@bagel/api-client';
import { modelCreationFailureMessage } from './model-creation-failure-message';

describe('modelCreationFailureMessage (spec §8)', () => {
  it('takes msg first', () => {
    expect(modelCreationFailureMessage({ msg: 'Quota reached', detail: 'ignored', error: 'ignored' })).toBe('Quota reached');
  });

  it('then detail, or the first item of a detail list', () => {
    expect(modelCreationFailureMessage({ detail: 'Dataset not found', error: 'ignored' })).toBe('Dataset not found');
    expect(modelCreationFailureMessage({ detail: [{ msg: 'field required', loc: ['title'] }, { msg: 'second' }] })).toBe('field required');
  });

  it('then error', () => {
    expect(modelCreationFailureMessage({ detail: [], error: 'Insufficient balance' })).toBe('Insufficient balance');
  });

  it('else the raw data, else the fallback', () => {
    expect(modelCreationFailureMessage('Gateway timeout')).toBe('Gateway timeout');
    expect(modelCreationFailureMessage({ status: 'broken' })).toBe('{"status":"broken"}');
    expect(modelCreationFailureMessage({})).toBe('Failed to create model');
    expect(modelCreationFailureMessage(undefined)).toBe('Failed to create model');
  });

  it("reads the contract client's error: the server's detail, then its error code", () => {
    expect(modelCreationFailureMessage(new ApiError({ status: 422, error: 'Unprocessable Entity', detail: 'Not enough Bagels' }))).toBe(
      'Not enough Bagels',
    );
    expect(modelCreationFailureMessage(new ApiError({ status: 500, error: 'internal_error', detail: '' }))).toBe('internal_error');
  });

  it('says what went wrong for a thrown error', () => {
    expect(modelCreationFailureMessage(new TypeError('Failed to fetch'))).toBe('Failed to fetch');
  });
});
