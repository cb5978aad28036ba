import { describe, expect, it } from 'vitest';
import { previewFile, PreviewUnreadableError } from './preview-file';
import { testSource } from './test-source';

const objects = (count: number) => Array.from({ length: count }, (_, i) => JSON.stringify({ i })).join('\n');

describe('JSONL preview', () => {
  it('shows each line as a row, its columns the keys in the order first seen, skipping blank lines', async () => {
    const jsonl = '{"prompt":"hi","answer":"hello"}\r\n\n{"prompt":"bye","meta":{"lang":"en"},"answer":null}\n';
    expect(await previewFile(testSource('chat.jsonl', jsonl))).toEqual({
      path: 'chat.jsonl',
      format: 'jsonl',
      columns: ['prompt', 'answer', 'meta'],
      rows: [
        { prompt: 'hi', answer: 'hello' },
        { prompt: 'bye', meta: { lang: 'en' }, answer: null },
      ],
      truncated: false,
    });
  });

  it('reads .ndjson files too', async () => {
    expect(await previewFile(testSource('logs/x.NDJSON', '{"a":1}'))).toMatchObject({ format: 'jsonl', columns: ['a'], rows: [{ a: 1 }] });
  });

  it('shows the first 20 rows and says whether more follow', async () => {
    expect(await previewFile(testSource('a.jsonl', `${objects(20)}\n\n`))).toMatchObject({ truncated: false });
    const more = await previewFile(testSource('a.jsonl', objects(21)));
    expect(more.rows).toHaveLength(20);
    expect(more.truncated).toBe(true);
  });

  it('names the line that is not JSON, or not an object', async () => {
    const notJson = previewFile(testSource('a.jsonl', '{"a":1}\n\n{"a":\n'));
    await expect(notJson).rejects.toThrow(PreviewUnreadableError);
    await expect(notJson).rejects.toThrow('Line 3 is not valid JSON');
    await expect(previewFile(testSource('a.jsonl', '{"a":1}\n[1,2]\n'))).rejects.toThrow('Line 2 is not a JSON object');
  });

  it('does not parse lines past the rows shown', async () => {
    expect(await previewFile(testSource('a.jsonl', `${objects(21)}\nnot json`))).toMatchObject({ truncated: true });
  });
});
