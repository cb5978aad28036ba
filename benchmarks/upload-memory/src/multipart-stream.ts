import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';

const CHUNK = Buffer.alloc(1024 * 1024, 'bagel,dataset,row\n');

/**
 * `head`, then `bytes` of filler generated a megabyte at a time as it is read, then `tail`: the client never holds the
 * file, and hands the socket the same megabyte again rather than new memory.
 */
function filled(head: Buffer, bytes: number, tail: Buffer): Readable {
  let left = bytes;
  let started = false;
  return new Readable({
    read() {
      if (!started) {
        started = true;
        return void this.push(head);
      }
      if (left <= 0) {
        this.push(tail);
        return void this.push(null);
      }
      const size = Math.min(left, CHUNK.length);
      left -= size;
      this.push(size === CHUNK.length ? CHUNK : CHUNK.subarray(0, size));
    },
  });
}

/** A multipart/form-data body of one file of `bytes` in `field`, streamed; its length is known up front. */
export function multipartBody(field: string, name: string, bytes: number) {
  const boundary = `----bench${randomUUID()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    body: filled(head, bytes, tail),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(head.length + bytes + tail.length) },
  };
}
