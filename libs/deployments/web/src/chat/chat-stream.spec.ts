import { describe, expect, it, vi } from 'vitest';
import { NETWORK_ERROR_DETAIL } from '@bagel/api-client';
import { chatStreamText, ChatStreamError, CUT_OFF, streamChatCompletion } from './chat-stream';
import { chunkEvent, sseBody, sseText } from '../testing/chat-fakes';

const POD = '7c6b5a49-3827-4160-a5b4-c3d2e1f0a9b8';

async function collect(stream: AsyncGenerator<string>): Promise<string[]> {
  const parts: string[] = [];
  for await (const part of stream) parts.push(part);
  return parts;
}

const bytesOf = (text: string) => new TextEncoder().encode(text);

/** A body that hands over the given byte ranges one network chunk at a time. */
function byteChunks(bytes: Uint8Array, cuts: number[]): ReadableStream<Uint8Array> {
  const edges = [0, ...cuts, bytes.length];
  return new ReadableStream({
    start(controller) {
      for (let index = 1; index < edges.length; index++) controller.enqueue(bytes.slice(edges[index - 1], edges[index]));
      controller.close();
    },
  });
}

describe('chatStreamText', () => {
  it('yields each chunk’s content in order and stops at [DONE]', async () => {
    expect(await collect(chatStreamText(sseBody(['Hel', 'lo', ' there'])))).toEqual(['Hel', 'lo', ' there']);
  });

  it('reads the same reply however the bytes are split, even inside a character or a CRLF', async () => {
    const text = sseText(['Grüß ', 'dich 🥯', '!']).replace(/\n/g, '\r\n');
    const bytes = bytesOf(text);
    for (let cut = 1; cut < bytes.length; cut++) {
      const parts = await collect(chatStreamText(byteChunks(bytes, [cut])));
      expect(parts.join(''), `cut at byte ${cut}`).toBe('Grüß dich 🥯!');
    }
    expect((await collect(chatStreamText(byteChunks(bytes, [...bytes.keys()].slice(1))))).join('')).toBe('Grüß dich 🥯!');
  });

  it('reads CR line ends, comments, other fields and multi-line data', async () => {
    const text = [
      ': keep-alive',
      '',
      'event: message\rid: 1\rdata: ' + chunkEvent('a'),
      '',
      'retry: 1000',
      '',
      `data: [DONE]`,
      '',
      '',
    ].join('\n');
    expect(await collect(chatStreamText(byteChunks(bytesOf(text), [])))).toEqual(['a']);
    const split = `data: {"id":"x","object":"chat.completion.chunk",\ndata: "created":1,"model":"m","choices":[{"index":0,"delta":{"content":"b"},"finish_reason":null}]}\n\ndata: [DONE]\n\n`;
    expect(await collect(chatStreamText(byteChunks(bytesOf(split), [])))).toEqual(['b']);
  });

  it('skips chunks without content (the role, the finish) and reads a last event without its blank line', async () => {
    const text = `data: ${chunkEvent(undefined, { role: 'assistant' })}\n\ndata: ${chunkEvent('x')}\n\ndata: ${chunkEvent(undefined, {}, 'stop')}\n\ndata: [DONE]`;
    expect(await collect(chatStreamText(byteChunks(bytesOf(text), [])))).toEqual(['x']);
  });

  it('says the reply was cut off when the stream ends without [DONE], after what did arrive', async () => {
    const parts: string[] = [];
    const reading = (async () => {
      for await (const part of chatStreamText(byteChunks(bytesOf(`data: ${chunkEvent('half')}\n\n`), []))) parts.push(part);
    })();
    await expect(reading).rejects.toThrow(CUT_OFF);
    expect(parts).toEqual(['half']);
  });

  it('throws the message of an error event, and refuses what is not a chunk', async () => {
    const errorEvent = `data: ${chunkEvent('a')}\n\ndata: {"error":{"message":"CUDA out of memory","type":"InternalServerError"}}\n\n`;
    await expect(collect(chatStreamText(byteChunks(bytesOf(errorEvent), [])))).rejects.toThrow('CUDA out of memory');
    await expect(collect(chatStreamText(byteChunks(bytesOf('data: {not json\n\n'), [])))).rejects.toThrow(
      'The model server sent a reply this app does not understand.',
    );
    await expect(collect(chatStreamText(byteChunks(bytesOf('data: {"id":1}\n\n'), [])))).rejects.toBeInstanceOf(ChatStreamError);
  });

  it('closes the connection once [DONE] has come, without reading the rest', async () => {
    const cancel = vi.fn();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytesOf(`data: ${chunkEvent('a')}\n\ndata: [DONE]\n\n`));
      },
      cancel,
    });
    expect(await collect(chatStreamText(body))).toEqual(['a']);
    expect(cancel).toHaveBeenCalledOnce();
  });
});

describe('streamChatCompletion', () => {
  const request = {
    url: 'http://api.bagel.test/v1/chat/completions',
    apiKey: 'deploy-key',
    model: POD,
    messages: [{ role: 'user' as const, content: 'Hi' }],
  };

  it('posts an OpenAI request with stream: true and the deployments key as a bearer token', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(
      async () => new Response(sseBody(['Hi!']), { headers: { 'content-type': 'text/event-stream' } }),
    );
    expect(await collect(streamChatCompletion({ ...request, fetch }))).toEqual(['Hi!']);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(request.url);
    expect(init?.method).toBe('POST');
    expect(init?.headers).toMatchObject({ authorization: 'Bearer deploy-key', 'content-type': 'application/json' });
    expect(JSON.parse(String(init?.body))).toEqual({ model: POD, messages: [{ role: 'user', content: 'Hi' }], stream: true });
  });

  it('reads a whole completion from a server that does not stream', async () => {
    const completion = {
      id: 'c',
      object: 'chat.completion',
      created: 1,
      model: POD,
      choices: [{ index: 0, message: { role: 'assistant', content: 'All at once' }, finish_reason: 'stop' }],
    };
    const fetch = async () => Response.json(completion);
    expect(await collect(streamChatCompletion({ ...request, fetch }))).toEqual(['All at once']);
  });

  it('fails with the server’s words and status: its envelope or another of spec §8’s shapes, or an OpenAI error', async () => {
    const envelope = async () => Response.json({ error: 'Conflict', detail: 'This deployment is not running.' }, { status: 409 });
    await expect(collect(streamChatCompletion({ ...request, fetch: envelope }))).rejects.toMatchObject({
      status: 409,
      message: 'This deployment is not running.',
    });
    const validation = async () => Response.json({ detail: [{ msg: 'messages must not be empty', loc: ['body'] }] }, { status: 422 });
    await expect(collect(streamChatCompletion({ ...request, fetch: validation }))).rejects.toMatchObject({
      status: 422,
      message: 'messages must not be empty',
    });
    const openAi = async () => Response.json({ error: { message: 'Invalid API key' } }, { status: 401 });
    await expect(collect(streamChatCompletion({ ...request, fetch: openAi }))).rejects.toMatchObject({
      status: 401,
      message: 'Invalid API key',
    });
    const page = async () => new Response('<html>Bad gateway</html>', { status: 502 });
    await expect(collect(streamChatCompletion({ ...request, fetch: page }))).rejects.toMatchObject({
      status: 502,
      message: 'The model server answered HTTP 502.',
    });
  });

  it('says the server could not be reached, but lets an abort through as it is', async () => {
    const offline = async () => Promise.reject(new TypeError('Failed to fetch'));
    await expect(collect(streamChatCompletion({ ...request, fetch: offline }))).rejects.toMatchObject({
      status: 0,
      message: NETWORK_ERROR_DETAIL,
    });
    const controller = new AbortController();
    controller.abort();
    const aborted = new DOMException('The operation was aborted.', 'AbortError');
    const fetch = async () => Promise.reject(aborted);
    await expect(collect(streamChatCompletion({ ...request, fetch, signal: controller.signal }))).rejects.toBe(aborted);
  });
});

describe('chatStreamText: Stop', () => {
  it('ends a read in flight with the abort, and hangs up, even when the transport ignores the signal', async () => {
    const cancel = vi.fn();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytesOf(`data: ${chunkEvent('so far')}\n\n`));
      },
      cancel,
    });
    const controller = new AbortController();
    const parts: string[] = [];
    const reading = (async () => {
      for await (const part of chatStreamText(body, controller.signal)) {
        parts.push(part);
        controller.abort();
      }
    })();
    await expect(reading).rejects.toMatchObject({ name: 'AbortError' });
    expect(parts).toEqual(['so far']);
    expect(cancel).toHaveBeenCalled();
  });
});
