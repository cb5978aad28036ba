/** One dispatched event of a `text/event-stream`, as the HTML standard's event-stream interpretation defines it. */
export interface ServerSentEvent {
  /** The `event:` field; 'message' when the event named none. */
  event: string;
  /** The last `id:` the stream has set (it carries over to later events until another is set); '' if none yet. */
  id: string;
  /** The event's `data:` lines joined by newlines. */
  data: string;
}

/** The line parser's state between lines: the event being built and the id that carries over. */
interface EventBuffer {
  type: string;
  data: string[];
  lastId: string;
}

/** Feeds one line to the buffer; answers the event an empty line completes (events without data are not dispatched). */
function takeLine(line: string, buffer: EventBuffer): ServerSentEvent | null {
  if (line === '') {
    const event = buffer.data.length === 0 ? null : { event: buffer.type || 'message', id: buffer.lastId, data: buffer.data.join('\n') };
    buffer.type = '';
    buffer.data = [];
    return event;
  }
  if (line.startsWith(':')) return null;
  const colon = line.indexOf(':');
  const field = colon === -1 ? line : line.slice(0, colon);
  const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
  if (field === 'event') buffer.type = value;
  else if (field === 'data') buffer.data.push(value);
  // The standard ignores an id holding NUL, which could never be sent back as a header or a query value.
  else if (field === 'id' && !value.includes('\0')) buffer.lastId = value;
  return null;
}

/**
 * The events of a server-sent event stream as they arrive, read incrementally from a fetch response (or its body):
 * lines may be split anywhere across network chunks, even inside a character or a CRLF, and end in LF, CRLF or CR;
 * comments and unknown fields are skipped. Unlike EventSource, the caller can send headers (x-api-key) and chooses how
 * to reconnect. A last event the server ended without its blank line is still given, as some servers end that way.
 *
 * An abort ends a read in flight with the signal's reason, whether or not the transport itself honours the signal;
 * leaving early (a break, a throw, the abort) closes the connection instead of draining it.
 */
export async function* readServerSentEvents(
  source: Response | ReadableStream<Uint8Array>,
  signal?: AbortSignal,
): AsyncGenerator<ServerSentEvent, void, undefined> {
  // Told apart by shape, not class: a test's or another realm's Response is not this realm's.
  const body = 'getReader' in source ? source : source.body;
  if (!body) return;
  const reader = body.getReader();
  const stop = () => void reader.cancel(signal?.reason).catch(() => undefined);
  signal?.addEventListener('abort', stop, { once: true });
  const decoder = new TextDecoder();
  const buffer: EventBuffer = { type: '', data: [], lastId: '' };
  let pending = '';
  // A CR at the end of a network chunk may be the first half of a CRLF: it waits for the next chunk.
  let heldCarriageReturn = false;
  try {
    for (;;) {
      signal?.throwIfAborted();
      const { done, value } = await reader.read();
      signal?.throwIfAborted();
      let text: string = (heldCarriageReturn ? '\r' : '') + (done ? decoder.decode() : decoder.decode(value, { stream: true }));
      heldCarriageReturn = !done && text.endsWith('\r');
      if (heldCarriageReturn) text = text.slice(0, -1);
      const lines = (pending + text).replace(/\r\n?/g, '\n').split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const event = takeLine(line, buffer);
        if (event) {
          yield event;
          signal?.throwIfAborted();
        }
      }
      if (done) break;
    }
    if (pending !== '') takeLine(pending, buffer);
    const last = takeLine('', buffer);
    if (last) yield last;
  } finally {
    signal?.removeEventListener('abort', stop);
    await reader.cancel().catch(() => undefined);
  }
}
