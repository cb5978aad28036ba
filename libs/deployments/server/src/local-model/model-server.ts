import type { IncomingMessage, ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { simulatedReply, type ChatTurn } from './simulated-reply';

export interface ModelOptions {
  /** The name it serves the model under (vLLM's `--served-model-name`): requests must name it as `model`. */
  model: string;
  /** The bearer token every request must carry (vLLM's `VLLM_API_KEY`); none: no check. */
  token?: string;
  /** A pause between streamed words, so a playground shows the answer arriving as a real model's would. */
  wordDelayMs?: number;
  now?: () => number;
}

/** A request body larger than this is no chat a playground sends. */
const MAX_BODY_BYTES = 4 * 1024 * 1024;

/** vLLM's error body (OpenAI's shape with vLLM's fields). */
export function sendError(response: ServerResponse, status: number, type: string, message: string) {
  sendJson(response, status, { object: 'error', message, type, param: null, code: status });
}

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

async function readBody(request: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

interface ChatRequest {
  model: unknown;
  messages: ChatTurn[];
  stream: boolean;
  maxTokens: number | undefined;
}

/** The request as vLLM would read it, or what it would refuse it for. */
function readChatRequest(text: string): ChatRequest | string {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 'The request body is not JSON';
  }
  if (typeof body !== 'object' || body === null) return 'The request body must be a JSON object';
  const { model, messages, stream, max_tokens: maxTokens } = body as Record<string, unknown>;
  const turns = Array.isArray(messages) ? messages : [];
  if (turns.length === 0) return 'messages must be a non-empty list';
  if (!turns.every((turn) => typeof turn?.role === 'string' && typeof turn?.content === 'string'))
    return 'Each message needs a role and a text content';
  if (maxTokens !== undefined && !(Number.isInteger(maxTokens) && (maxTokens as number) > 0))
    return 'max_tokens must be a positive integer';
  return { model, messages: turns as ChatTurn[], stream: stream === true, maxTokens: maxTokens as number | undefined };
}

/**
 * What the local simulator's model server answers at `path`: vLLM's OpenAI-compatible HTTP API (`GET /v1/models`,
 * `POST /v1/chat/completions`, `GET /health`), answering from {@link simulatedReply}. A streamed answer is one
 * server-sent event per word in OpenAI's chunk format, ending with `data: [DONE]`.
 */
export async function answerAsModel(
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
  { model, token, wordDelayMs = 0, now = Date.now }: ModelOptions,
): Promise<void> {
  const created = () => Math.floor(now() / 1000);

  async function chat() {
    const text = await readBody(request);
    if (text === undefined) return sendError(response, 413, 'BadRequestError', 'The request body is too large');
    const chatRequest = readChatRequest(text);
    if (typeof chatRequest === 'string') return sendError(response, 400, 'BadRequestError', chatRequest);
    if (chatRequest.model !== model)
      return sendError(response, 404, 'NotFoundError', `The model \`${String(chatRequest.model)}\` does not exist.`);
    const reply = simulatedReply(chatRequest.messages, model, chatRequest.maxTokens);
    const usage = {
      prompt_tokens: reply.promptTokens,
      completion_tokens: reply.words.length,
      total_tokens: reply.promptTokens + reply.words.length,
    };
    if (!chatRequest.stream) {
      return sendJson(response, 200, {
        id: reply.id,
        object: 'chat.completion',
        created: created(),
        model,
        choices: [{ index: 0, message: { role: 'assistant', content: reply.words.join(' ') }, finish_reason: reply.finishReason }],
        usage,
      });
    }
    response.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' });
    const chunk = (delta: object, finishReason: string | null) =>
      `data: ${JSON.stringify({
        id: reply.id,
        object: 'chat.completion.chunk',
        created: created(),
        model,
        choices: [{ index: 0, delta, finish_reason: finishReason }],
      })}\n\n`;
    let gone = false;
    response.on('close', () => (gone = true));
    response.write(chunk({ role: 'assistant', content: '' }, null));
    for (const [index, word] of reply.words.entries()) {
      if (gone) return;
      if (wordDelayMs > 0) await sleep(wordDelayMs);
      response.write(chunk({ content: index === 0 ? word : ` ${word}` }, null));
    }
    response.write(chunk({}, reply.finishReason));
    response.end('data: [DONE]\n\n');
  }

  if (request.method === 'GET' && path === '/health') return void response.writeHead(200).end();
  if (token !== undefined && request.headers.authorization !== `Bearer ${token}`) return sendJson(response, 401, { error: 'Unauthorized' });
  if (request.method === 'GET' && path === '/v1/models') {
    return sendJson(response, 200, {
      object: 'list',
      data: [{ id: model, object: 'model', created: created(), owned_by: 'local-simulator', root: model, parent: null }],
    });
  }
  if (request.method === 'POST' && path === '/v1/chat/completions') return chat();
  return sendError(response, 404, 'NotFoundError', `No route for ${request.method ?? 'GET'} ${path}`);
}
