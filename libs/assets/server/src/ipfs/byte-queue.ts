/**
 * A queue of byte chunks between a producer that must not outrun its consumer and one async consumer.
 * `push` resolves once the queued bytes are back under the capacity, so the producer's pace follows the consumer's.
 */
export class ByteQueue implements AsyncIterable<Uint8Array> {
  readonly #capacity: number;
  readonly #chunks: Uint8Array[] = [];
  #bytes = 0;
  #ended = false;
  #failure: Error | undefined;
  #wakeConsumer: (() => void) | undefined;
  #wakeProducer: (() => void) | undefined;

  constructor(capacity: number) {
    this.#capacity = capacity;
  }

  /** Accepts the chunk at once (even one larger than the capacity) and waits while the queue is over capacity. */
  async push(chunk: Uint8Array): Promise<void> {
    this.#throwIfFailed();
    this.#chunks.push(chunk);
    this.#bytes += chunk.byteLength;
    this.#wake('consumer');
    while (this.#bytes > this.#capacity && !this.#failure) {
      await new Promise<void>((resolve) => (this.#wakeProducer = resolve));
    }
    this.#throwIfFailed();
  }

  end(): void {
    this.#ended = true;
    this.#wake('consumer');
  }

  /** Makes the consumer's iteration and any waiting or later push throw; the first failure wins. */
  fail(error: Error): void {
    this.#failure ??= error;
    this.#wake('consumer');
    this.#wake('producer');
  }

  async *[Symbol.asyncIterator](): AsyncGenerator<Uint8Array> {
    for (;;) {
      this.#throwIfFailed();
      const chunk = this.#chunks.shift();
      if (chunk) {
        this.#bytes -= chunk.byteLength;
        this.#wake('producer');
        yield chunk;
      } else if (this.#ended) {
        return;
      } else {
        await new Promise<void>((resolve) => (this.#wakeConsumer = resolve));
      }
    }
  }

  #wake(side: 'consumer' | 'producer'): void {
    const wake = side === 'consumer' ? this.#wakeConsumer : this.#wakeProducer;
    if (side === 'consumer') this.#wakeConsumer = undefined;
    else this.#wakeProducer = undefined;
    wake?.();
  }

  #throwIfFailed(): void {
    if (this.#failure) throw this.#failure;
  }
}
