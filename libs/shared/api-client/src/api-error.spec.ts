import { describe, expect, it } from 'vitest';
import { INSUFFICIENT_BALANCE_CODE } from '@bagel/contract';
import { ApiError, apiErrorFromReply, isInsufficientBalance } from './api-error';

describe('a refusal’s code', () => {
  it('is read from the envelope and tells a balance that cannot pay', () => {
    const refusal = apiErrorFromReply(422, {
      error: 'Unprocessable Entity',
      detail: 'Insufficient balance',
      code: INSUFFICIENT_BALANCE_CODE,
    });
    expect(refusal).toMatchObject({ status: 422, code: INSUFFICIENT_BALANCE_CODE, message: 'Insufficient balance' });
    expect(isInsufficientBalance(refusal)).toBe(true);
  });

  it('is absent from other refusals, whatever their text says, and from anything not an ApiError', () => {
    expect(apiErrorFromReply(422, { error: 'Unprocessable Entity', detail: 'Insufficient balance' }).code).toBeUndefined();
    expect(isInsufficientBalance(apiErrorFromReply(422, { error: 'Unprocessable Entity', detail: 'Insufficient balance' }))).toBe(false);
    expect(isInsufficientBalance(apiErrorFromReply(422, { detail: 'x', code: INSUFFICIENT_BALANCE_CODE }))).toBe(false);
    expect(isInsufficientBalance(new ApiError({ status: 0, error: 'network_error', detail: 'offline' }))).toBe(false);
    expect(isInsufficientBalance(new Error('Insufficient balance'))).toBe(false);
  });
});
