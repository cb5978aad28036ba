import { pipeline, Transform, type Readable } from 'node:stream';
import { ObjectTooLargeError } from './object-store';
import { STREAM_BUFFER_BYTES } from './stream-buffer';

export interface LimitedBody {
  /** The body's bytes, failing with ObjectTooLargeError once more than the limit has passed. */
  stream: Readable;
  /** How many bytes have passed so far (the stored size once the stream has ended). */
  bytes(): number;
}

/**
 * Counts a body's bytes on their way into a store and fails the stream as soon as they exceed `maxBytes`. The body is piped in
 * at once, before the store's first `await`, so an error the body emits meanwhile has a listener (and reaches the store through
 * the counter); when the counter fails, `pipeline` destroys the body, which stops reading it.
 */
export function limitBytes(key: string, body: Readable, maxBytes = Number.POSITIVE_INFINITY): LimitedBody {
  let bytes = 0;
  const counter = new Transform({
    highWaterMark: STREAM_BUFFER_BYTES,
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes > maxBytes) {
        done(new ObjectTooLargeError(`${key} is larger than ${maxBytes} bytes`));
      } else {
        done(null, chunk);
      }
    },
  });
  // The store reads the counter and sees every failure there; this callback only keeps pipeline from reporting it twice.
  pipeline(body, counter, () => undefined);
  return { stream: counter, bytes: () => bytes };
}
