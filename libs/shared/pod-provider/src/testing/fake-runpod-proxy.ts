import type { ServerResponse } from 'node:http';
import { modelServerAnswers, type FakePodRecord } from './fake-runpod-pods';

/** `{fake}/proxy/{podId}-{port}/…` stands for RunPod's `https://{podId}-{port}.proxy.runpod.net/…`. */
const PROXY_PATH = /^\/proxy\/([^/]+)-(\d+)(\/.*)?$/;

/** The fake's stand-in for a pod's proxy URL: the adapter's `proxyUrl` template. */
export const proxyUrlTemplate = (fakeOrigin: string) => `${fakeOrigin}/proxy/{podId}-{port}`;

export interface ProxiedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  body: unknown;
}

function sendText(response: ServerResponse, status: number, text: string, type = 'text/plain') {
  response.writeHead(status, { 'content-type': `${type}; charset=utf-8` });
  response.end(text);
}

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** The name vLLM serves the model under: `--served-model-name`, as the pod's start command passes it. */
function servedName(pod: FakePodRecord): string | undefined {
  const at = pod.dockerStartCmd.indexOf('--served-model-name');
  return at === -1 ? undefined : pod.dockerStartCmd[at + 1];
}

/** vLLM's OpenAI server in the container: `/v1/models` and a short chat completion, behind `VLLM_API_KEY`. */
function answerAsVllm(pod: FakePodRecord, request: ProxiedRequest, response: ServerResponse, now: number) {
  const token = pod.env['VLLM_API_KEY'];
  // vLLM checks the key on every /v1 path and answers this body without it.
  if (token !== undefined && request.path.startsWith('/v1') && request.authorization !== `Bearer ${token}`)
    return sendJson(response, 401, { error: 'Unauthorized' });
  const model = servedName(pod);
  const created = Math.floor(now / 1000);
  if (request.method === 'GET' && request.path === '/v1/models') {
    const data = model === undefined ? [] : [{ id: model, object: 'model', created, owned_by: 'vllm', root: model, parent: null }];
    return sendJson(response, 200, { object: 'list', data });
  }
  if (request.method !== 'POST' || request.path !== '/v1/chat/completions') return sendJson(response, 404, { detail: 'Not Found' });
  const stream = (request.body as { stream?: unknown } | undefined)?.stream === true;
  // The proxy gives up on an answer that has not begun within 100 s; a stream begins at once.
  if (pod.container.slowAnswers && !stream)
    return sendText(response, 524, '<title>proxy.runpod.net | 524: A timeout occurred</title>', 'text/html');
  const id = `chatcmpl-${pod.id}`;
  const content = 'An answer from the fake pod';
  if (!stream) {
    return sendJson(response, 200, {
      id,
      object: 'chat.completion',
      created,
      model,
      choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
      usage: { prompt_tokens: 1, completion_tokens: 6, total_tokens: 7 },
    });
  }
  const chunk = (delta: object, finish: string | null) =>
    `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
  response.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });
  response.end(`${chunk({ role: 'assistant', content }, null)}${chunk({}, 'stop')}data: [DONE]\n\n`);
}

/**
 * Answers a request to a pod's proxy URL as RunPod's proxy does: 404 for a pod or HTTP port it does not have, 502 while
 * nothing listens on the port (the server still loading, or crashed), else what the container's server answers.
 * False when the path is no proxy URL.
 */
export function answerThroughProxy(
  request: ProxiedRequest,
  response: ServerResponse,
  { podOf, now, startMs }: { podOf: (id: string) => FakePodRecord | undefined; now: number; startMs: number },
): boolean {
  const [, id, port, rest] = PROXY_PATH.exec(request.path) ?? [];
  if (id === undefined) return false;
  const pod = podOf(decodeURIComponent(id));
  if (!pod || pod.terminatedAt !== null || !pod.ports.includes(`${port}/http`)) {
    sendText(response, 404, 'Not Found');
    return true;
  }
  if (!modelServerAnswers(pod, now, startMs)) {
    sendText(response, 502, 'Bad Gateway');
    return true;
  }
  answerAsVllm(pod, { ...request, path: rest ?? '/' }, response, now);
  return true;
}
