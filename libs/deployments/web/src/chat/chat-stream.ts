import * as v from 'valibot';
import { NETWORK_ERROR_DETAIL, readErrorMessage, readServerSentEvents } from '@bagel/api-client';
import { ChatCompletion, ChatCompletionChunk, DEPLOYMENTS_KEY_SCHEME, type ChatMessage } from '@bagel/deployments-contract';

/** A chat request that failed; `status` is the HTTP status (0 when the server could not be reached, none mid-stream). */
export class ChatStreamError extends Error {
  override readonly name = 'ChatStreamError';
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

const NOT_UNDERSTOOD = 'The model server sent a reply this app does not understand.';
export const CUT_OFF = 'The reply stopped before it finished. Please try again.';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** An OpenAI-style error event (`{"error":{"message":…}}`), which vLLM sends in the stream when generation breaks. */
function streamedError(json: unknown): string | null {
  if (!isRecord(json) || json.error === undefined) return null;
  const { error } = json;
  if (isRecord(error) && typeof error.message === 'string') return error.message;
  return typeof error === 'string' ? error : NOT_UNDERSTOOD;
}

/** The text one `data:` payload adds to the reply. */
function chunkContent(data: string): string {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    throw new ChatStreamError(NOT_UNDERSTOOD);
  }
  const error = streamedError(json);
  if (error !== null) throw new ChatStreamError(error);
  const chunk = v.safeParse(ChatCompletionChunk, json);
  if (!chunk.success) throw new ChatStreamError(NOT_UNDERSTOOD);
  return chunk.output.choices[0]?.delta.content ?? '';
}

/**
 * The text of a streamed chat completion as it arrives: server-sent events of `ChatCompletionChunk`s, ending at
 * `data: [DONE]`. A stream that ends without [DONE] was cut off, and says so. Reading stops (and hangs up) at the
 * signal, at [DONE] and at a broken event.
 */
export async function* chatStreamText(body: ReadableStream<Uint8Array>, signal?: AbortSignal): AsyncGenerator<string, void, undefined> {
  for await (const { data } of readServerSentEvents(body, signal)) {
    if (data === '[DONE]') return;
    const content = chunkContent(data);
    if (content) yield content;
  }
  throw new ChatStreamError(CUT_OFF);
}

/** A refused request: our proxy's words in any of spec §8's shapes, else the model server's OpenAI-style error. */
async function failureOf(response: Response): Promise<ChatStreamError> {
  const json: unknown = await response.json().catch(() => null);
  const message = readErrorMessage(json) ?? streamedError(json) ?? `The model server answered HTTP ${response.status}.`;
  return new ChatStreamError(message, response.status);
}

export interface ChatRequest {
  /** Where OpenAI clients post: `{base_url}/chat/completions`. */
  url: string;
  /** The deployments key, sent as `Authorization: Bearer`. */
  apiKey: string;
  /** The deployment's pod_id. */
  model: string;
  messages: ChatMessage[];
  signal?: AbortSignal;
  fetch?: typeof fetch;
}

/**
 * Asks a deployment for a reply with `stream: true` and yields its text as it streams. A server that answers with a
 * whole completion instead is read too. Failures are {@link ChatStreamError}s in the server's words; an abort is let
 * through as it is.
 */
export async function* streamChatCompletion(request: ChatRequest): AsyncGenerator<string, void, undefined> {
  const { url, apiKey, model, messages, signal, fetch: fetchImpl = globalThis.fetch } = request;
  let response: Response;
  try {
    response = await fetchImpl(url, {
      method: 'POST',
      headers: {
        authorization: `${DEPLOYMENTS_KEY_SCHEME} ${apiKey}`,
        'content-type': 'application/json',
        accept: 'text/event-stream',
      },
      body: JSON.stringify({ model, messages, stream: true }),
      credentials: 'omit',
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ChatStreamError(NETWORK_ERROR_DETAIL, 0);
  }
  if (!response.ok) throw await failureOf(response);
  if (response.headers.get('content-type')?.includes('application/json')) {
    const completion = v.safeParse(ChatCompletion, await response.json().catch(() => null));
    if (!completion.success) throw new ChatStreamError(NOT_UNDERSTOOD);
    yield completion.output.choices[0]?.message.content ?? '';
    return;
  }
  if (!response.body) throw new ChatStreamError(NOT_UNDERSTOOD);
  yield* chatStreamText(response.body, signal);
}
