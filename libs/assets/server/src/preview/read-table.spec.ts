import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PreviewUnreadableError, PreviewUnsupportedError } from './preview-source';
import { readTable } from './read-table';
import { lazySource, testSource } from './test-source';

const sample = readFileSync(new URL('fixtures/sample.parquet', import.meta.url));

async function all<T>(rows: AsyncIterable<T>): Promise<T[]> {
  const out: T[] = [];
  for await (const row of rows) out.push(row);
  return out;
}

describe('reading a whole dataset file', () => {
  it('knows a CSV file’s columns before its rows, and gives every row', async () => {
    const rows = Array.from({ length: 500 }, (_, index) => `q${index},"a, ${index}"`).join('\n');
    const table = await readTable(testSource('train.csv', `question,answer\n${rows}\n`));
    expect(table.columns).toEqual(['question', 'answer']);
    const read = await all(table.rows);
    expect(read).toHaveLength(500);
    expect(read[499]).toEqual({ question: 'q499', answer: 'a, 499' });
  });

  it('reads TSV, and a CSV with only its header has columns and no rows', async () => {
    expect(await all((await readTable(testSource('t.tsv', 'a\tb\n1\t2\n'))).rows)).toEqual([{ a: '1', b: '2' }]);
    const empty = await readTable(testSource('empty.csv', 'question,answer\n'));
    expect(empty.columns).toEqual(['question', 'answer']);
    expect(await all(empty.rows)).toEqual([]);
  });

  it('takes a JSON Lines file’s columns from its first object and skips blank lines', async () => {
    const table = await readTable(
      testSource('chat.jsonl', '{"prompt":"hi","completion":"hello"}\n\n{"prompt":"bye","completion":"ciao"}\n'),
    );
    expect(table.columns).toEqual(['prompt', 'completion']);
    expect(await all(table.rows)).toEqual([
      { prompt: 'hi', completion: 'hello' },
      { prompt: 'bye', completion: 'ciao' },
    ]);
  });

  it('says which JSON line is broken', async () => {
    const table = await readTable(testSource('chat.jsonl', '{"a":1}\n[1]\n'));
    await expect(all(table.rows)).rejects.toThrow(new PreviewUnreadableError('Line 2 is not a JSON object'));
  });

  it('reads every row group of a Parquet file', async () => {
    const table = await readTable(testSource('train.parquet', sample));
    expect(table.columns).toEqual(['id', 'big', 'name', 'score', 'created', 'payload']);
    const read = await all(table.rows);
    expect(read.map((row) => row.id)).toEqual(Array.from({ length: 60 }, (_, index) => index));
  });

  it('gives a large text file as running text, without reading it whole at once', async () => {
    const size = 3 * 1024 * 1024;
    const file = lazySource('book.txt', size, (start, end) => Buffer.alloc(end - start + 1, 'a'));
    const table = await readTable(file);
    expect(table.columns).toEqual(['text']);
    let characters = 0;
    let pieces = 0;
    for await (const row of table.rows) {
      characters += String(row.text).length;
      pieces += 1;
    }
    expect(characters).toBe(size);
    expect(pieces).toBeGreaterThan(1);
  });

  it('refuses formats it cannot train on', async () => {
    await expect(readTable(testSource('weights.bin', 'x'))).rejects.toThrow(PreviewUnsupportedError);
  });
});
