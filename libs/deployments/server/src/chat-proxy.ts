import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { ChatCompletion, DEPLOYMENTS_KEY_SCHEME, type ChatCompletionRequest } from '@bagel/deployments-contract';
import { HttpError } from '@bagel/server-kit';
import { bearerTokenOf } from './bearer-token';
import type { DeploymentKeys } from './deployment-keys';
import type { Deployments } from './deployments.service';
import { unreachableReason } from './unreachable-reason';

/**
 * How long a model server has to begin its answer: under the 100 s after which RunPod's proxy (Cloudflare) cuts a
 * request with 524, so the caller hears why from us. A streamed answer begins at once; a long one not streamed may not.
 */
export const ANSWER_START_TIMEOUT_MS = 90_000;

const STREAM_ADVICE = 'ask for a long answer with "stream": true, which starts at once and is not cut';

export const CHAT_ERRORS = {
  noKey: `A deployments key is required (Authorization: ${DEPLOYMENTS_KEY_SCHEME} <key from GET /api/v1/deployments/key>)`,
  badKey: 'Invalid deployments key',
  notRunning: 'The deployment is not running',
  noAddress: 'The deployment has no address yet; try again in a moment',
  noAnswerInTime: (seconds: number) => `The deployment did not begin to answer within ${seconds} seconds; ${STREAM_ADVICE}`,
  cutByProxy: `The GPU provider's proxy cut the answer off after 100 seconds (HTTP 524); ${STREAM_ADVICE}`,
} as const;

export interface ChatProxyDependencies {
  deployments: Deployments;
  keys: DeploymentKeys;
  fetch?: typeof globalThis.fetch;
  /** ANSWER_START_TIMEOUT_MS unless a test waits less. */
  answerStartTimeoutMs?: number;
}

/** The user whose deployments key the request carries, as OpenAI clients send theirs. */
function callerOf(request: FastifyRequest, keys: DeploymentKeys): string {
  const key = bearerTokenOf(request);
  if (!key) throw new HttpError(401, CHAT_ERRORS.noKey);
  const userId = keys.userOf(key);
  if (!userId) throw new HttpError(401, CHAT_ERRORS.badKey);
  return userId;
}

/** What an OpenAI-style error body says (`{ error: { message } }`, or vLLM's `{ message }`). */
async function saidBy(answer: Response): Promise<string | undefined> {
  const text = (await answer.text().catch(() => '')).slice(0, 2000);
  try {
    const body = JSON.parse(text) as { message?: unknown; error?: { message?: unknown } | string };
    const message = typeof body.error === 'object' ? body.error.message : (body.message ?? body.error);
    if (typeof message === 'string' && message.trim()) return message.trim();
  } catch {
    // Not JSON: the text itself, if it says anything.
  }
  return text.trim().slice(0, 300) || undefined;
}

/**
 * The playground's OpenAI-compatible call, proxied to the deployment's model server: the caller's deployments key
 * decides whose deployments `model` may name, `model` is rewritten to what the server serves, and a streamed answer is
 * piped through as it comes (server-sent events), never gathered first. A model server that cannot be reached or answers
 * nonsense is a 502 saying so, one that is too slow for the provider's proxy a 502 saying to stream; its refusal of a bad
 * request stays a 400 with its own words.
 */
export function createChatProxy({
  deployments,
  keys,
  fetch = globalThis.fetch,
  answerStartTimeoutMs = ANSWER_START_TIMEOUT_MS,
}: ChatProxyDependencies) {
  return async function proxyChat(
    request: FastifyRequest<{ Body: ChatCompletionRequest }>,
    reply: FastifyReply,
  ): Promise<ChatCompletion | FastifyReply> {
    const userId = callerOf(request, keys);
    const deployment = await deployments.owned(request.body.model, userId, 'model');
    if (deployment.status !== 'running') throw new HttpError(409, CHAT_ERRORS.notRunning, 'model');
    if (!deployment.endpointUrl) throw new HttpError(502, CHAT_ERRORS.noAddress);

    const stop = new AbortController();
    // The caller hung up: stop the model generating for nobody.
    reply.raw.on('close', () => {
      if (!reply.raw.writableFinished) stop.abort();
    });
    const tooLate = new Error(CHAT_ERRORS.noAnswerInTime(answerStartTimeoutMs / 1000));
    const startTimer = setTimeout(() => stop.abort(tooLate), answerStartTimeoutMs);
    let answer: Response;
    try {
      answer = await fetch(`${deployment.endpointUrl}/v1/chat/completions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: request.body.stream ? 'text/event-stream' : 'application/json',
          authorization: `Bearer ${keys.podToken(deployment.id)}`,
        },
        body: JSON.stringify({ ...request.body, model: deployment.modelName }),
        signal: stop.signal,
      });
    } catch (error) {
      if (stop.signal.reason === tooLate) throw new HttpError(502, tooLate.message, undefined, { cause: error });
      throw new HttpError(502, `The deployment did not answer: ${unreachableReason(error, stop.signal)}`, undefined, { cause: error });
    } finally {
      clearTimeout(startTimer);
    }

    if (answer.status === 524) {
      await answer.body?.cancel().catch(() => undefined);
      throw new HttpError(502, CHAT_ERRORS.cutByProxy);
    }
    if (!answer.ok) {
      const said = await saidBy(answer);
      if (answer.status === 400) throw new HttpError(400, said ?? 'The model server refused the request');
      throw new HttpError(502, `The deployment answered HTTP ${answer.status}${said ? `: ${said}` : ''}`);
    }

    if (request.body.stream) {
      if (!answer.body) throw new HttpError(502, 'The deployment answered with an empty stream');
      return reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('x-accel-buffering', 'no')
        .send(Readable.fromWeb(answer.body as WebReadableStream<Uint8Array>));
    }

    const body: unknown = await answer.json().catch(() => undefined);
    const completion = v.safeParse(ChatCompletion, body);
    if (!completion.success) throw new HttpError(502, 'The deployment answered something that is not a chat completion');
    return completion.output;
  };
}
