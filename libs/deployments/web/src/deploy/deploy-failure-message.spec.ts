import { describe, expect, it } from 'vitest';
import { ApiError, apiErrorFromReply, NETWORK_ERROR_DETAIL } from '@bagel/api-client';
import { deployBalanceRefusal } from '@bagel/deployments-contract';
import { convertTokenAmounts, deployFailureMessage, unwrapDeployMessage } from './deploy-failure-message';

const refusal = (detail: string, status = 422) => apiErrorFromReply(status, { error: 'Unprocessable Entity', detail });
const replied = (body: unknown, status = 422) => apiErrorFromReply(status, body);

describe('deployFailureMessage: where the message comes from (spec §8)', () => {
  it('takes error when it is a string', () => {
    expect(deployFailureMessage(replied({ error: 'GPU quota reached' }), 'BGL')).toBe('GPU quota reached');
  });

  it('then detail: a string, its msg, or the first item’s msg of a list', () => {
    expect(deployFailureMessage(replied({ detail: 'Model not found' }), 'BGL')).toBe('Model not found');
    expect(deployFailureMessage(replied({ error: 42, detail: { msg: 'Pod limit reached' } }), 'BGL')).toBe('Pod limit reached');
    expect(deployFailureMessage(replied({ detail: [{ msg: 'gpu_count must be 1', loc: ['body'] }, { msg: 'second' }] }), 'BGL')).toBe(
      'gpu_count must be 1',
    );
  });

  it('reads our envelope by its detail: its error is only the HTTP reason', () => {
    expect(deployFailureMessage(refusal('Model not found', 404), 'BGL')).toBe('Model not found');
  });

  it('falls back to "Failed to deploy model" when nothing usable was said', () => {
    for (const body of [
      undefined,
      {},
      { error: '' },
      { detail: [] },
      { detail: [{ loc: ['x'] }] },
      { detail: { code: 7 } },
      null,
      'text',
      { detail: 'Deployment validation failed: ' },
    ]) {
      expect(deployFailureMessage(replied(body), 'BGL')).toBe('Failed to deploy model');
    }
    expect(deployFailureMessage(new TypeError('Failed to fetch'), 'BGL')).toBe('Failed to deploy model');
  });

  it('does not pass off what the server did not word as its message', () => {
    expect(deployFailureMessage(new ApiError({ status: 0, error: 'network_error', detail: NETWORK_ERROR_DETAIL }), 'BGL')).toBe(
      'Failed to deploy model',
    );
    const garbled = new ApiError({
      status: 200,
      error: 'invalid_response',
      detail: 'The server sent a reply this app does not understand.',
    });
    expect(deployFailureMessage(garbled, 'BGL')).toBe('Failed to deploy model');
  });
});

describe('unwrapDeployMessage', () => {
  it('strips the "Deployment validation failed: " prefix', () => {
    expect(unwrapDeployMessage('Deployment validation failed: Model is still uploading')).toBe('Model is still uploading');
  });

  it('strips wrapped value-error text around it, in either order', () => {
    expect(unwrapDeployMessage('Value error, Deployment validation failed: Model is still uploading')).toBe('Model is still uploading');
    expect(unwrapDeployMessage('Deployment validation failed: Value error, Model is still uploading')).toBe('Model is still uploading');
    expect(unwrapDeployMessage('value error, Model is still uploading [type=value_error, input_value={...}, input_type=dict]')).toBe(
      'Model is still uploading',
    );
  });

  it('leaves a message without wrapping as it is, and the prefix inside a sentence alone', () => {
    expect(unwrapDeployMessage('Model not found')).toBe('Model not found');
    expect(unwrapDeployMessage('Why: Deployment validation failed: x')).toBe('Why: Deployment validation failed: x');
  });
});

describe('convertTokenAmounts', () => {
  it('shows whole BGL in BGL mode, rounding a missing amount up', () => {
    expect(convertTokenAmounts('needs 29.75 tokens', 'BGL')).toBe('needs 30 BGL');
    expect(convertTokenAmounts('you have 10.2 tokens', 'BGL')).toBe('you have 10 BGL');
    expect(convertTokenAmounts('Add 19.75 more tokens', 'BGL')).toBe('Add 20 more BGL');
    expect(convertTokenAmounts('Add 0.3 more tokens', 'BGL')).toBe('Add 1 more BGL');
    expect(convertTokenAmounts('Add 5 more tokens', 'BGL')).toBe('Add 5 more BGL');
  });

  it('shows $x.xx USD at 25 BGL to the dollar in USD mode', () => {
    expect(convertTokenAmounts('needs 29.75 tokens', 'USD')).toBe('needs $1.19 USD');
    expect(convertTokenAmounts('Add 19.75 more tokens', 'USD')).toBe('Add $0.79 more USD');
    expect(convertTokenAmounts('Add 0.1 more tokens', 'USD')).toBe('Add $0.01 more USD');
    expect(convertTokenAmounts('you have 0 tokens', 'USD')).toBe('you have $0.00 USD');
    expect(convertTokenAmounts('needs 30000 tokens', 'USD')).toBe('needs $1,200.00 USD');
  });

  it('reads singular, capitalised and grouped amounts, and every amount in the text', () => {
    expect(convertTokenAmounts('1 token left', 'BGL')).toBe('1 BGL left');
    expect(convertTokenAmounts('Needs 1,250.5 Tokens, has 2 tokens', 'BGL')).toBe('Needs 1,251 BGL, has 2 BGL');
  });

  it('leaves other numbers and words alone', () => {
    expect(convertTokenAmounts('max_tokens must be at most 4096; 3 GPUs; tokenizer 2', 'USD')).toBe(
      'max_tokens must be at most 4096; 3 GPUs; tokenizer 2',
    );
  });
});

describe('deployFailureMessage: the balance refusal the server sends', () => {
  const body = refusal(deployBalanceRefusal(29.75, 10));

  it('in BGL', () => {
    expect(deployFailureMessage(body, 'BGL')).toBe(
      'Insufficient balance: this deployment needs 30 BGL for its first 10 minutes and you have 10 BGL. Add 20 more BGL to deploy it.',
    );
  });

  it('in USD', () => {
    expect(deployFailureMessage(body, 'USD')).toBe(
      'Insufficient balance: this deployment needs $1.19 USD for its first 10 minutes and you have $0.40 USD. Add $0.79 more USD to deploy it.',
    );
  });

  it('the same when it arrives wrapped as a value error in a detail list', () => {
    const wrapped = replied({ detail: [{ msg: `Value error, ${deployBalanceRefusal(4.96, 0.5)}`, type: 'value_error' }] });
    expect(deployFailureMessage(wrapped, 'BGL')).toBe(
      'Insufficient balance: this deployment needs 5 BGL for its first 10 minutes and you have 1 BGL. Add 5 more BGL to deploy it.',
    );
  });
});
