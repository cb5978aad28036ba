import * as v from 'valibot';
import { defineRoute } from '@bagel/contract';

/** Header that carries the deployments key (`GET /api/v1/deployments/key`), as OpenAI clients send theirs. */
export const DEPLOYMENTS_KEY_SCHEME = 'Bearer';

/** Long enough for a real conversation, short enough that one request cannot fill a pod's memory. */
export const CHAT_LIMITS = { messages: 100, contentChars: 32_000, maxTokens: 4096 } as const;

export const CHAT_ROLES = ['system', 'user', 'assistant'] as const;

export const ChatMessage = v.object({
  role: v.picklist(CHAT_ROLES, `role must be one of ${CHAT_ROLES.join(', ')}`),
  content: v.pipe(
    v.string('content must be text'),
    v.maxLength(CHAT_LIMITS.contentChars, `content must be at most ${CHAT_LIMITS.contentChars} characters`),
  ),
});
export type ChatMessage = v.InferOutput<typeof ChatMessage>;

/** OpenAI's chat completion request, as vLLM serves it; `model` names the deployment (its pod_id). */
export const ChatCompletionRequest = v.object({
  model: v.pipe(v.string('model is required: the pod_id of a running deployment'), v.uuid('model must be the pod_id of a deployment')),
  messages: v.pipe(
    v.array(ChatMessage, 'messages must be a list'),
    v.minLength(1, 'messages must hold at least one message'),
    v.maxLength(CHAT_LIMITS.messages, `messages must hold at most ${CHAT_LIMITS.messages} messages`),
  ),
  stream: v.optional(v.boolean('stream must be true or false'), false),
  max_tokens: v.optional(
    v.pipe(
      v.number('max_tokens must be a number'),
      v.integer('max_tokens must be a whole number'),
      v.minValue(1, 'max_tokens must be at least 1'),
      v.maxValue(CHAT_LIMITS.maxTokens, `max_tokens must be at most ${CHAT_LIMITS.maxTokens}`),
    ),
  ),
  temperature: v.optional(
    v.pipe(
      v.number('temperature must be a number'),
      v.minValue(0, 'temperature must be at least 0'),
      v.maxValue(2, 'temperature must be at most 2'),
    ),
  ),
});
export type ChatCompletionRequest = v.InferOutput<typeof ChatCompletionRequest>;

const Usage = v.object({ prompt_tokens: v.number(), completion_tokens: v.number(), total_tokens: v.number() });

/** OpenAI's non-streamed answer. */
export const ChatCompletion = v.object({
  id: v.string(),
  object: v.literal('chat.completion'),
  created: v.number(),
  model: v.string(),
  choices: v.array(
    v.object({
      index: v.number(),
      message: v.object({ role: v.literal('assistant'), content: v.string() }),
      finish_reason: v.nullable(v.string()),
    }),
  ),
  usage: v.optional(Usage),
});
export type ChatCompletion = v.InferOutput<typeof ChatCompletion>;

/** One `data:` event of a streamed answer (`stream: true`); the stream ends with `data: [DONE]`. */
export const ChatCompletionChunk = v.object({
  id: v.string(),
  object: v.literal('chat.completion.chunk'),
  created: v.number(),
  model: v.string(),
  choices: v.array(
    v.object({
      index: v.number(),
      delta: v.object({ role: v.optional(v.string()), content: v.optional(v.string()) }),
      finish_reason: v.nullable(v.string()),
    }),
  ),
});
export type ChatCompletionChunk = v.InferOutput<typeof ChatCompletionChunk>;

/**
 * The playground's OpenAI-compatible endpoint, proxied to the deployment's model server. It authenticates with the
 * deployments key in `Authorization: Bearer` (OpenAI clients send that), not x-api-key, so the descriptor is public
 * and the deployments plugin checks the key. `stream: true` answers `text/event-stream` of {@link ChatCompletionChunk}.
 */
export const createChatCompletion = defineRoute({
  method: 'POST',
  path: '/v1/chat/completions',
  summary: 'OpenAI-compatible chat with a running deployment (model: its pod_id; Authorization: Bearer <deployments key>)',
  tag: 'deployments',
  access: 'public',
  body: ChatCompletionRequest,
  errors: [401, 404, 409, 502],
  response: ChatCompletion,
});
