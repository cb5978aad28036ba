import { describe, expect, it, vi } from 'vitest';
import { readServerSentEvents, type ServerSentEvent } from './index';

const bytesOf = (text: string) => new TextEncoder().encode(text);

/** A body that hands over the given byte ranges one network chunk at a time, then ends. */
function byteChunks(bytes: Uint8Array, cuts: number[] = []): ReadableStream<Uint8Array> {
  const edges = [0, ...cuts, bytes.length];
  return new ReadableStream({
    start(controller) {
      for (let index = 1; index < edges.length; index++) controller.enqueue(bytes.slice(edges[index - 1], edges[index]));
      controller.close();
    },
  });
}

async function collect(source: Response | ReadableStream<Uint8Array>, signal?: AbortSignal): Promise<ServerSentEvent[]> {
  const events: ServerSentEvent[] = [];
  for await (const event of readServerSentEvents(source, signal)) events.push(event);
  return events;
}

const read = (text: string) => collect(byteChunks(bytesOf(text)));

describe('readServerSentEvents: the format', () => {
  it('gives each event its type, data and id, the id carrying over until another is set', async () => {
    const text = 'event: notification\nid: 7\ndata: {"a":1}\n\ndata: second\n\nid: 9\nevent: unread\ndata: third\n\n';
    expect(await read(text)).toEqual([
      { event: 'notification', id: '7', data: '{"a":1}' },
      { event: 'message', id: '7', data: 'second' },
      { event: 'unread', id: '9', data: 'third' },
    ]);
  });

  it('joins data lines with newlines and strips one space after the colon only', async () => {
    expect(await read('data: one\ndata:two\ndata:  three\ndata\n\n')).toEqual([{ event: 'message', id: '', data: 'one\ntwo\n three\n' }]);
  });

  it('skips comments, retry and unknown fields, and dispatches no event without data (its id still counts)', async () => {
    const text = ': keep-alive\n\nretry: 1000\nfoo: bar\n\nid: 3\nevent: ignored\n\ndata: after\n\n';
    expect(await read(text)).toEqual([{ event: 'message', id: '3', data: 'after' }]);
  });

  it('ignores an id holding NUL and strips a byte order mark', async () => {
    expect(await read('\uFEFFid: 1\ndata: a\n\nid: 2\u00003\ndata: b\n\n')).toEqual([
      { event: 'message', id: '1', data: 'a' },
      { event: 'message', id: '1', data: 'b' },
    ]);
  });

  it('reads CR and CRLF line ends as LF', async () => {
    expect(await read('event: x\rdata: a\r\rdata: b\r\n\r\n')).toEqual([
      { event: 'x', id: '', data: 'a' },
      { event: 'message', id: '', data: 'b' },
    ]);
  });

  it('gives a last event the server ended without its blank line, and nothing for an empty stream', async () => {
    expect(await read('data: a\n\ndata: last')).toEqual([
      { event: 'message', id: '', data: 'a' },
      { event: 'message', id: '', data: 'last' },
    ]);
    expect(await read('')).toEqual([]);
    expect(await collect(new Response(null))).toEqual([]);
  });

  it('reads a fetch Response as well as a body', async () => {
    const response = new Response('id: 4\ndata: {}\n\n', { headers: { 'content-type': 'text/event-stream' } });
    expect(await collect(response)).toEqual([{ event: 'message', id: '4', data: '{}' }]);
  });
});

describe('readServerSentEvents: the network', () => {
  const text = 'id: 1\r\ndata: Grüß dich 🥯\r\n\r\nevent: e\rdata: two\r\rdata: three\n\n';
  const expected = [
    { event: 'message', id: '1', data: 'Grüß dich 🥯' },
    { event: 'e', id: '1', data: 'two' },
    { event: 'message', id: '1', data: 'three' },
  ];

  it('reads the same events however the bytes are split, even inside a character or a CRLF', async () => {
    const bytes = bytesOf(text);
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(await collect(byteChunks(bytes, [cut])), `cut at byte ${cut}`).toEqual(expected);
    }
    expect(await collect(byteChunks(bytes, [...bytes.keys()].slice(1)))).toEqual(expected);
  });

  it('closes the connection when the reader leaves early, without reading the rest', async () => {
    const cancel = vi.fn();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytesOf('data: a\n\ndata: b\n\n'));
      },
      cancel,
    });
    for await (const event of readServerSentEvents(body)) {
      expect(event.data).toBe('a');
      break;
    }
    expect(cancel).toHaveBeenCalledOnce();
  });

  it('ends a read in flight with the abort and hangs up, even when the transport ignores the signal', async () => {
    const cancel = vi.fn();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytesOf('data: so far\n\n'));
      },
      cancel,
    });
    const controller = new AbortController();
    const seen: string[] = [];
    const reading = (async () => {
      for await (const event of readServerSentEvents(body, controller.signal)) {
        seen.push(event.data);
        // The stream has nothing more: the next read would wait forever but for the abort.
        setTimeout(() => controller.abort(), 0);
      }
    })();
    await expect(reading).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen).toEqual(['so far']);
    expect(cancel).toHaveBeenCalled();
  });

  it('starts nothing when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(collect(byteChunks(bytesOf('data: a\n\n')), controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
  });
});
