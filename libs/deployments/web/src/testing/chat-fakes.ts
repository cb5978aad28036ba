import type { createChatCompletion } from '@bagel/deployments-contract';
import type { FakeHandler } from '@bagel/web-testing';
import { POD_ID } from './deployment-fakes';

const encoder = new TextEncoder();

/** One `ChatCompletionChunk` as JSON, adding `content` to the reply (or only a role, or a finish). */
export const chunkEvent = (content?: string, delta: { role?: string; content?: string } = {}, finishReason: string | null = null) =>
  JSON.stringify({
    id: 'chatcmpl-test',
    object: 'chat.completion.chunk',
    created: 1741100400,
    model: POD_ID,
    choices: [{ index: 0, delta: content === undefined ? delta : { ...delta, content }, finish_reason: finishReason }],
  });

/** A whole streamed reply as server-sent events: a role chunk, one chunk per part, a finish, then [DONE]. */
export const sseText = (parts: string[]) =>
  [chunkEvent(undefined, { role: 'assistant' }), ...parts.map((part) => chunkEvent(part)), chunkEvent(undefined, {}, 'stop')]
    .map((event) => `data: ${event}\n\n`)
    .join('') + 'data: [DONE]\n\n';

export const sseBody = (parts: string[]) =>
  new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(sseText(parts)));
      controller.close();
    },
  });

const eventStream = (body: ReadableStream<Uint8Array>) => new Response(body, { headers: { 'content-type': 'text/event-stream' } });

/** The chat endpoint answering every request with this reply, streamed. */
export const streamedReply =
  (parts: string[]): FakeHandler<typeof createChatCompletion> =>
  () =>
    eventStream(sseBody(parts));

/**
 * The chat endpoint streaming a reply whose parts the test sends when it wants: `push` adds a part, `finish` ends it
 * with [DONE]. An abort of the request ends the stream as a browser does.
 */
export function heldReply() {
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  let closed = false;
  const send = (text: string) => controller?.enqueue(encoder.encode(text));
  const handler: FakeHandler<typeof createChatCompletion> = () =>
    eventStream(
      new ReadableStream<Uint8Array>({
        start(streamController) {
          controller = streamController;
          send(`data: ${chunkEvent(undefined, { role: 'assistant' })}\n\n`);
        },
        cancel() {
          closed = true;
        },
      }),
    );
  return {
    handler,
    push: (part: string) => send(`data: ${chunkEvent(part)}\n\n`),
    finish: () => {
      send('data: [DONE]\n\n');
      controller?.close();
    },
    /** Whether the page hung up (Stop, or leaving it). */
    get closed() {
      return closed;
    },
  };
}

/** A reply that starts and then never goes on: the page stays mid-stream, for a story. */
export const stalledReply =
  (parts: string[]): FakeHandler<typeof createChatCompletion> =>
  () =>
    eventStream(
      new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(encoder.encode(parts.map((part) => `data: ${chunkEvent(part)}\n\n`).join('')));
        },
      }),
    );
