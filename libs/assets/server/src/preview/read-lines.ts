import { StringDecoder } from 'node:string_decoder';
import type { Readable } from 'node:stream';

export interface Line {
  /** Without its line ending. */
  text: string;
  /** False for a line cut short by the byte limit. */
  complete: boolean;
}

/**
 * The lines of the first `maxBytes` of the stream (UTF-8). Whatever follows is never read:
 * the stream is destroyed as soon as the limit is reached, a line grows past `maxLineCharacters` (it comes cut, and
 * is the last), or the caller stops iterating.
 */
export async function* readLines(source: Readable, maxBytes: number, maxLineCharacters = Infinity): AsyncGenerator<Line> {
  const decoder = new StringDecoder('utf8');
  let pending = '';
  let bytes = 0;
  let cut = false;
  try {
    for await (const chunk of source as AsyncIterable<Buffer>) {
      const taken = chunk.subarray(0, maxBytes - bytes);
      bytes += taken.length;
      cut = taken.length < chunk.length;
      pending += decoder.write(taken);
      let end: number;
      while ((end = pending.indexOf('\n')) !== -1) {
        yield { text: withoutCarriageReturn(pending.slice(0, end)), complete: true };
        pending = pending.slice(end + 1);
      }
      if (pending.length > maxLineCharacters) {
        yield { text: pending, complete: false };
        return;
      }
      if (cut) break;
    }
    pending += decoder.end();
    if (pending !== '' || cut) yield { text: withoutCarriageReturn(pending), complete: !cut };
  } finally {
    source.destroy();
  }
}

function withoutCarriageReturn(line: string): string {
  return line.endsWith('\r') ? line.slice(0, -1) : line;
}
