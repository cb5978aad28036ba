import { describe, expect, it } from 'vitest';
import { readErrorMessage } from './error-message';

describe('readErrorMessage: spec §8’s order', () => {
  it('takes msg first', () => {
    expect(readErrorMessage({ msg: 'Quota reached', detail: 'second', error: 'third' })).toBe('Quota reached');
  });

  it('then detail: a string, its msg, or its first item’s msg', () => {
    expect(readErrorMessage({ detail: 'Dataset not found', error: 'Not Found' })).toBe('Dataset not found');
    expect(readErrorMessage({ detail: { msg: 'Pod limit reached' } })).toBe('Pod limit reached');
    expect(readErrorMessage({ detail: [{ msg: 'field required', loc: ['title'] }, { msg: 'second' }] })).toBe('field required');
  });

  it('then error when it is a string', () => {
    expect(readErrorMessage({ error: 'Insufficient balance' })).toBe('Insufficient balance');
    expect(readErrorMessage({ detail: [], error: 'Insufficient balance' })).toBe('Insufficient balance');
    expect(readErrorMessage({ msg: '  ', detail: { code: 7 }, error: 'Insufficient balance' })).toBe('Insufficient balance');
  });

  it('reads our envelope through its detail, and its HTTP reason only when the detail is blank', () => {
    expect(readErrorMessage({ error: 'Unprocessable Entity', detail: 'Not enough Bagels', field: 'amount' })).toBe('Not enough Bagels');
    expect(readErrorMessage({ error: 'Internal Server Error', detail: '' })).toBe('Internal Server Error');
  });

  it('finds nothing in a body that words nothing', () => {
    for (const body of [
      undefined,
      null,
      '',
      'Gateway timeout',
      42,
      [{ msg: 'a list is not an error body' }],
      {},
      { status: 'broken' },
      { error: 500, detail: null },
      { detail: [] },
      { detail: ['text item'] },
      { detail: [{ loc: ['x'] }] },
      { msg: ' ', detail: ' \n', error: '\t' },
    ]) {
      expect(readErrorMessage(body)).toBeNull();
    }
  });
});
