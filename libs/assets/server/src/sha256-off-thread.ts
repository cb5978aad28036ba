import { Transform } from 'node:stream';
import { Worker } from 'node:worker_threads';
import { STREAM_BUFFER_BYTES } from '@bagel/storage';

/**
 * The hashing thread's whole program, as source (the api is bundled, and a worker needs a file or source of its own):
 * one SHA-256 per job, fed batches of bytes; each batch's memory goes back with the acknowledgement, to be filled
 * again.
 */
const PROGRAM = `
const { parentPort } = require('node:worker_threads');
const { createHash } = require('node:crypto');
const jobs = new Map();
parentPort.on('message', ({ id, bytes, length, end, abort }) => {
  if (abort) return void jobs.delete(id);
  let hash = jobs.get(id);
  if (!hash) jobs.set(id, (hash = createHash('sha256')));
  if (bytes) {
    hash.update(new Uint8Array(bytes, 0, length));
    parentPort.postMessage({ id, bytes }, [bytes]);
  }
  if (end) {
    jobs.delete(id);
    parentPort.postMessage({ id, digest: hash.digest('hex') });
  }
});
`;

/** Bytes copied into one message: 500 messages for a 500 MB upload, not one per socket read. */
const BATCH_BYTES = 1024 * 1024;
/**
 * Batches per upload, passed back and forth: how far the thread may fall behind before the stream waits for it.
 * `npm run bench:upload` (with its first client, docs/architecture.md §3): 4 batches 0.46× the baseline (1 run), 8
 * batches 0.40–0.53× (9 runs, RSS +12–36 MB), 16 batches 0.49–0.54× (4 runs) but up to +68 MB with an IPFS upload.
 */
const BATCHES = 8;

interface Job {
  returned(batch: ArrayBuffer): void;
  done(digest: string): void;
  failed(error: Error): void;
}

interface Reply {
  id: number;
  bytes?: ArrayBuffer;
  digest?: string;
}

/** The jobs a thread is hashing; it keeps the process alive only while there are some. */
class Jobs extends Map<number, Job> {
  constructor(private readonly worker: Worker) {
    super();
  }
  override set(id: number, job: Job): this {
    if (this.size === 0) this.worker.ref();
    return super.set(id, job);
  }
  override delete(id: number): boolean {
    const deleted = super.delete(id);
    if (deleted && this.size === 0) this.worker.unref();
    return deleted;
  }
}

interface HashingThread {
  worker: Worker;
  jobs: Jobs;
}

/**
 * One hashing thread per api process, started by the first upload; if it dies, its uploads fail and the next one
 * starts another.
 */
let thread: HashingThread | undefined;
let nextJobId = 0;

function hashingThread(): HashingThread {
  if (thread) return thread;
  const worker = new Worker(PROGRAM, { eval: true });
  const current = { worker, jobs: new Jobs(worker) };
  worker.on('message', ({ id, bytes, digest }: Reply) => {
    const job = current.jobs.get(id);
    if (bytes) job?.returned(bytes);
    if (digest !== undefined) {
      current.jobs.delete(id);
      job?.done(digest);
    }
  });
  const fail = (error: Error) => {
    if (thread === current) thread = undefined;
    const failed = [...current.jobs.values()];
    current.jobs.clear();
    for (const job of failed) job.failed(error);
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`The hashing thread exited (code ${code})`)));
  // Idle until the first job (after the listeners: attaching one refs the thread again).
  worker.unref();
  thread = current;
  return current;
}

/**
 * A pass-through that computes the SHA-256 of what flows by on another thread. Hashing is the largest part of an
 * upload's CPU (about 0.35 s of 500 MB): on the request's thread it took turns with reading the socket and writing the
 * file; beside them it uses the machine's other core. The bytes are copied into one of {@link BATCHES} batches that go
 * to the thread and come back (the chunk itself goes on to storage); when all are out the stream waits, so a slow
 * thread slows the upload instead of filling memory. `digest` settles once the stream has ended, rejects if it is
 * destroyed first, and never rejects unhandled.
 */
export function sha256OffThread(): { stream: Transform; digest: Promise<string> } {
  const { worker, jobs } = hashingThread();
  const id = nextJobId++;
  const free = Array.from({ length: BATCHES }, () => new ArrayBuffer(BATCH_BYTES));
  let batch: Uint8Array | undefined;
  let filled = 0;
  let whenBatchFree: (() => void) | undefined;
  let settle!: { resolve: (digest: string) => void; reject: (error: Error) => void };
  const digest = new Promise<string>((resolve, reject) => (settle = { resolve, reject }));
  digest.catch(() => undefined);

  jobs.set(id, {
    returned(bytes) {
      free.push(bytes);
      const resume = whenBatchFree;
      whenBatchFree = undefined;
      resume?.();
    },
    done: (hex) => settle.resolve(hex),
    failed(error) {
      settle.reject(error);
      stream.destroy(error);
    },
  });

  /** Sends the batch being filled (the thread owns its memory until it sends it back). */
  const send = (end: boolean) => {
    if (!batch || filled === 0) return void worker.postMessage({ id, end });
    const bytes = batch.buffer as ArrayBuffer;
    worker.postMessage({ id, bytes, length: filled, end }, [bytes]);
    batch = undefined;
    filled = 0;
  };

  /** Copies `chunk` from `offset` into batches; answers where it stopped, short of the end when no batch was free. */
  const copy = (chunk: Buffer, offset: number): number => {
    while (offset < chunk.length) {
      if (!batch) {
        const next = free.pop();
        if (!next) return offset;
        batch = new Uint8Array(next);
      }
      const copied = chunk.copy(batch, filled, offset);
      filled += copied;
      offset += copied;
      if (filled === BATCH_BYTES) send(false);
    }
    return offset;
  };

  let ended = false;
  const stream = new Transform({
    highWaterMark: STREAM_BUFFER_BYTES,
    transform(chunk: Buffer, _encoding, callback) {
      const copyOn = (offset: number) => {
        const stopped = copy(chunk, offset);
        if (stopped === chunk.length) return callback(null, chunk);
        whenBatchFree = () => copyOn(stopped);
      };
      copyOn(0);
    },
    flush(callback) {
      ended = true;
      send(true);
      digest.then(() => callback(), callback);
    },
  });
  stream.once('close', () => {
    if (ended) return;
    jobs.delete(id);
    worker.postMessage({ id, abort: true });
    settle.reject(stream.errored ?? new Error('The stream closed before its end'));
  });
  return { stream, digest };
}
