import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';
import { placePod, podJson, readCreateRequest, type FakeContainer, type FakePodRecord } from './fake-runpod-pods';
import { answerThroughProxy, proxyUrlTemplate } from './fake-runpod-proxy';

export interface FakeRunPodOptions {
  /** Every request must carry `Authorization: Bearer <apiKey>`; others get 401. */
  apiKey: string;
  /** Seconds a pod takes from create to reachable (default 20). */
  startSeconds?: number;
  /** GPUs free per RunPod GPU type id; a type not listed has no limit. A stopped or deleted pod frees its GPUs. */
  capacity?: Record<string, number>;
  /** The fake's clock, to step pods through their start in a test (default `Date.now`). */
  now?: () => number;
  /** What new pods' containers do (default: their model server answers as soon as the pod is reachable). */
  container?: FakeContainer;
}

export interface FakeRunPodRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  /** The JSON body, parsed; undefined without one. */
  body: unknown;
}

export interface FakeRunPod {
  /** `http://127.0.0.1:<port>/v1`, as `https://rest.runpod.io/v1`: for `RUNPOD_API_URL`. */
  url: string;
  /** Where the fake serves its pods' proxy URLs, as the adapter's `proxyUrl` template (`{podId}`, `{port}`). */
  proxyUrl: string;
  /** What the containers of pods created from now on do. */
  setContainer(container: FakeContainer): void;
  /** Every request so far, in order (a test may empty it). */
  requests: FakeRunPodRequest[];
  /** From now on every request is answered with this status and RunPod's error body; null answers again. */
  setFailure(status: number | null): void;
  /** Every pod created, as `GET /pods/{podId}` would show it now (deleted ones as TERMINATED). */
  pods(): Record<string, unknown>[];
  close(): Promise<void>;
}

/** RunPod's error body. */
const sendError = (response: ServerResponse, status: number, error: string, headers: Record<string, string> = {}) =>
  sendJson(response, status, { error, status }, headers);

function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(body === undefined ? undefined : JSON.stringify(body));
}

/**
 * RunPod's REST API v1 for pods on a random local port, as its OpenAPI document (rest.runpod.io/v1/openapi.json) and
 * observed answers describe it: `POST /v1/pods` validates the body, places the pod on the first requested GPU type with
 * room (a 500 "create pod: There are no instances currently available" when none has, as RunPod answers) and answers 201
 * with the pod; `GET /v1/pods/{podId}` shows it advancing by time (placed on a machine, container started, then a public
 * IP), or 404; `POST /v1/pods/{podId}/stop` makes it EXITED; `DELETE /v1/pods/{podId}` answers 204 and forgets it; stop
 * and delete answer 400 "Invalid Pod ID." for a pod they do not have, as documented. Errors are `{"error", "status"}`.
 * It also serves its pods' proxy URLs (`proxyUrl`): 502 until the container's model server answers, then a small vLLM
 * OpenAI server (see `FakeContainer` for one that crash-loops or answers too slowly for the proxy).
 */
export async function startFakeRunPod(options: FakeRunPodOptions): Promise<FakeRunPod> {
  const now = options.now ?? Date.now;
  const startMs = (options.startSeconds ?? 20) * 1000;
  const free = new Map(Object.entries(options.capacity ?? {}));
  const records = new Map<string, FakePodRecord>();
  const requests: FakeRunPodRequest[] = [];
  let failure: number | null = null;
  let container: FakeContainer = options.container ?? {};

  const hasRoom = (gpuTypeId: string, gpuCount: number) => (free.get(gpuTypeId) ?? Number.POSITIVE_INFINITY) >= gpuCount;
  const changeFree = (gpuTypeId: string, by: number) => {
    const left = free.get(gpuTypeId);
    if (left !== undefined) free.set(gpuTypeId, left + by);
  };
  /** The pod a stop or delete names, while RunPod still has it. */
  const live = (id: string) => {
    const pod = records.get(id);
    return pod && pod.terminatedAt === null ? pod : undefined;
  };
  const end = (pod: FakePodRecord, field: 'exitedAt' | 'terminatedAt') => {
    if (pod.exitedAt === null && pod.terminatedAt === null) changeFree(pod.gpuTypeId, pod.gpuCount);
    pod[field] ??= now();
  };

  const route = (method: string, path: string, body: unknown, response: ServerResponse) => {
    if (method === 'POST' && path === '/v1/pods') {
      const request = readCreateRequest(body);
      if (typeof request === 'string') return sendError(response, 400, request);
      const pod = placePod(request, { createdAt: now(), container }, hasRoom);
      if (!pod) return sendError(response, 500, 'create pod: There are no instances currently available');
      changeFree(pod.gpuTypeId, -pod.gpuCount);
      records.set(pod.id, pod);
      return sendJson(response, 201, podJson(pod, now(), startMs));
    }
    const [, id, action] = /^\/v1\/pods\/([^/]+)(?:\/(stop))?$/.exec(path) ?? [];
    if (id === undefined) return sendError(response, 404, `no route for ${method} ${path}`);
    const pod = live(decodeURIComponent(id));
    if (method === 'GET' && !action)
      return pod ? sendJson(response, 200, podJson(pod, now(), startMs)) : sendError(response, 404, 'pod not found');
    if ((method === 'POST' && action) || (method === 'DELETE' && !action)) {
      if (!pod) return sendError(response, 400, 'Invalid Pod ID.');
      end(pod, action ? 'exitedAt' : 'terminatedAt');
      return action ? sendJson(response, 200, podJson(pod, now(), startMs)) : sendJson(response, 204, undefined);
    }
    return sendError(response, 405, `${method} is not allowed on ${path}`);
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const raw = await text(request);
    const { authorization } = request.headers;
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    let body: unknown;
    try {
      body = raw === '' ? undefined : JSON.parse(raw);
    } catch {
      requests.push({ method: request.method ?? 'GET', path, authorization, body: raw });
      return sendError(response, 400, 'the body is not JSON');
    }
    const received = { method: request.method ?? 'GET', path, authorization, body };
    requests.push(received);
    if (answerThroughProxy(received, response, { podOf: (id) => records.get(id), now: now(), startMs })) return;
    if (failure !== null)
      return sendError(response, failure, `The fake RunPod answers ${failure}`, failure === 429 ? { 'retry-after': '1' } : {});
    if (authorization !== `Bearer ${options.apiKey}`) return sendError(response, 401, 'Unauthorized');
    route(request.method ?? 'GET', path, body, response);
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => sendError(response, 500, String(error)));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    proxyUrl: proxyUrlTemplate(`http://127.0.0.1:${port}`),
    setContainer: (next) => void (container = next),
    requests,
    setFailure: (status) => void (failure = status),
    pods: () => [...records.values()].map((pod) => podJson(pod, now(), startMs)),
    close: () =>
      new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Clients keep idle keep-alive sockets open; without this, close would wait for them to time out.
        server.closeAllConnections();
      }),
  };
}
