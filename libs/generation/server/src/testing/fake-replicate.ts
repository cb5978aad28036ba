import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { text } from 'node:stream/consumers';

export interface FakeReplicateOptions {
  /** Every API request must carry `Authorization: Bearer <apiToken>`; others get 401. Output files need none. */
  apiToken: string;
  /**
   * Looks at a prediction (`GET /v1/predictions/{id}`) it takes before it finishes; 0 (the default) finishes it while
   * the create call waits (`Prefer: wait`), as a fast model does.
   */
  pollsToFinish?: number;
}

export interface FakeReplicateRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  prefer: string | undefined;
  /** The JSON body, parsed; undefined without one. */
  body: unknown;
}

export interface FakeReplicate {
  /** `http://127.0.0.1:<port>/v1`, as `https://api.replicate.com/v1`: for `REPLICATE_API_URL`. */
  url: string;
  /** Every request so far, API calls and file downloads, in order. */
  requests: FakeReplicateRequest[];
  /** From now on every API call is answered with this status and Replicate's error body; null answers again. */
  setFailure(status: number | null): void;
  /** From now on predictions finish as failed with this error; null lets them succeed again. */
  setPredictionError(error: string | null): void;
  /**
   * From now on predictions never start: they wait (`starting`) as long as they would have run, then end `aborted`, as
   * Replicate ends one whose deadline passes before a worker takes it (output and error null). False lets them run.
   */
  setAbortBeforeStart(abort: boolean): void;
  /** The bytes each output file holds, by the model that made it. */
  outputOf(model: string): Buffer;
  close(): Promise<void>;
}

interface FakeModel {
  /** FLUX answers a list of files, Seedance one. */
  list: boolean;
  extension: string;
  contentType: string;
  bytes: Buffer;
  /** What `input` must hold, as the model's schema says; the answer names the first field that is wrong. */
  check(input: Record<string, unknown>): string | undefined;
}

interface FakePrediction {
  id: string;
  model: string;
  input: Record<string, unknown>;
  status: 'starting' | 'processing' | 'succeeded' | 'failed' | 'canceled' | 'aborted';
  pollsLeft: number;
  error: string | null;
  /** Never taken by a worker: ends aborted. */
  aborts: boolean;
  createdAt: string;
}

/** A 1×1 PNG: the fake's image output (a real file, so a reader of the format accepts it). */
const PNG_PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC', 'base64');
/** The start of an MP4 (its ftyp box): what the fake's video output begins with. */
const MP4_START = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom\0\0\x02\0isomiso2', 'latin1')]);

const oneOf = (field: string, value: unknown, allowed: readonly unknown[]) =>
  value === undefined || allowed.includes(value)
    ? undefined
    : `- input.${field}: ${field} must be one of the following: ${allowed.join(', ')}`;

/** The two default models' inputs, from their API pages' input schemas. */
const MODELS: Record<string, FakeModel> = {
  'black-forest-labs/flux-schnell': {
    list: true,
    extension: 'png',
    contentType: 'image/png',
    bytes: PNG_PIXEL,
    check: (input) =>
      oneOf('aspect_ratio', input['aspect_ratio'], ['1:1', '16:9', '21:9', '3:2', '2:3', '4:5', '5:4', '3:4', '4:3', '9:16', '9:21']) ??
      oneOf('megapixels', input['megapixels'], ['1', '0.25']) ??
      oneOf('output_format', input['output_format'], ['webp', 'jpg', 'png']),
  },
  'bytedance/seedance-1-lite': {
    list: false,
    extension: 'mp4',
    contentType: 'video/mp4',
    bytes: MP4_START,
    check: (input) => {
      const duration = input['duration'];
      if (duration !== undefined && !(Number.isInteger(duration) && (duration as number) >= 2 && (duration as number) <= 12)) {
        return '- input.duration: Must be greater than or equal to 2 and less than or equal to 12';
      }
      return oneOf('resolution', input['resolution'], ['480p', '720p', '1080p']);
    },
  },
};

function sendJson(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}

/** Replicate's error body: `detail`, `status` and a `title`. */
const sendError = (response: ServerResponse, status: number, title: string, detail: string) =>
  sendJson(response, status, { title, detail, status });

/**
 * Replicate's HTTP API for official models on a random local port, as its reference documents it:
 * `POST /v1/models/{owner}/{name}/predictions` checks the token and the input (422 'Input validation failed' naming the
 * field) and answers 201 with the prediction, already finished when `Prefer: wait` was sent and the model is fast;
 * `GET /v1/predictions/{id}` shows it starting, processing, then succeeded (its output file URLs) or failed (its error),
 * or starting then aborted when it never gets a worker;
 * `POST /v1/predictions/{id}/cancel` cancels it. Output files are served at `/files/…` without a token, as
 * replicate.delivery serves them. Errors are `{"title", "detail", "status"}`.
 */
export async function startFakeReplicate(options: FakeReplicateOptions): Promise<FakeReplicate> {
  const predictions = new Map<string, FakePrediction>();
  const requests: FakeReplicateRequest[] = [];
  let failure: number | null = null;
  let predictionError: string | null = null;
  let abortBeforeStart = false;
  let origin = '';

  const view = (prediction: FakePrediction) => {
    const model = MODELS[prediction.model] as FakeModel;
    const file = `${origin}/files/${prediction.id}/out-0.${model.extension}`;
    return {
      id: prediction.id,
      model: prediction.model,
      version: 'hidden',
      input: prediction.input,
      logs: '',
      output: prediction.status === 'succeeded' ? (model.list ? [file] : file) : null,
      error: prediction.error,
      status: prediction.status,
      created_at: prediction.createdAt,
      urls: { get: `${origin}/v1/predictions/${prediction.id}`, cancel: `${origin}/v1/predictions/${prediction.id}/cancel` },
    };
  };

  /** One step of a running prediction's life, taken each time it is looked at. */
  const advance = (prediction: FakePrediction) => {
    if (prediction.status !== 'starting' && prediction.status !== 'processing') return;
    if (prediction.pollsLeft > 0) {
      prediction.pollsLeft--;
      if (!prediction.aborts) prediction.status = 'processing';
      return;
    }
    if (prediction.aborts) prediction.status = 'aborted';
    else prediction.status = prediction.error === null ? 'succeeded' : 'failed';
  };

  const create = (model: string, body: unknown, prefer: string | undefined, response: ServerResponse) => {
    const known = MODELS[model];
    if (!known) return sendError(response, 404, 'Not found', 'The requested resource could not be found.');
    const input = (body as { input?: unknown } | undefined)?.input;
    if (typeof input !== 'object' || input === null)
      return sendError(response, 422, 'Input validation failed', '- input: input is required');
    const fields = input as Record<string, unknown>;
    const wrong =
      typeof fields['prompt'] !== 'string' || fields['prompt'] === '' ? '- input.prompt: prompt is required' : known.check(fields);
    if (wrong) return sendError(response, 422, 'Input validation failed', wrong);
    const prediction: FakePrediction = {
      id: randomUUID().replace(/-/g, '').slice(0, 26),
      model,
      input: fields,
      status: 'starting',
      pollsLeft: options.pollsToFinish ?? 0,
      error: predictionError,
      aborts: abortBeforeStart,
      createdAt: new Date().toISOString(),
    };
    predictions.set(prediction.id, prediction);
    // Held until it finishes, as Replicate holds a `Prefer: wait` request for a fast model.
    if (prefer?.startsWith('wait') && prediction.pollsLeft === 0) advance(prediction);
    return sendJson(response, 201, view(prediction));
  };

  const route = (method: string, path: string, body: unknown, prefer: string | undefined, response: ServerResponse) => {
    const created = /^\/v1\/models\/([^/]+)\/([^/]+)\/predictions$/.exec(path);
    if (method === 'POST' && created) return create(`${created[1]}/${created[2]}`, body, prefer, response);
    const [, id, action] = /^\/v1\/predictions\/([^/]+)(?:\/(cancel))?$/.exec(path) ?? [];
    const prediction = id === undefined ? undefined : predictions.get(id);
    if (!prediction) return sendError(response, 404, 'Not found', 'The requested resource could not be found.');
    if (method === 'GET' && !action) {
      advance(prediction);
      return sendJson(response, 200, view(prediction));
    }
    if (method === 'POST' && action) {
      if (prediction.status === 'starting' || prediction.status === 'processing') prediction.status = 'canceled';
      return sendJson(response, 200, view(prediction));
    }
    return sendError(response, 405, 'Method not allowed', `${method} is not allowed on ${path}`);
  };

  const serveFile = (path: string, response: ServerResponse) => {
    const [, id] = /^\/files\/([^/]+)\/out-0\.\w+$/.exec(path) ?? [];
    const prediction = id === undefined ? undefined : predictions.get(id);
    if (!prediction || prediction.status !== 'succeeded') return sendError(response, 404, 'Not found', 'No such file');
    const model = MODELS[prediction.model] as FakeModel;
    response.writeHead(200, { 'content-type': model.contentType, 'content-length': String(model.bytes.length) });
    response.end(model.bytes);
  };

  const handle = async (request: IncomingMessage, response: ServerResponse) => {
    const raw = await text(request);
    const { authorization } = request.headers;
    const prefer = typeof request.headers['prefer'] === 'string' ? request.headers['prefer'] : undefined;
    const method = request.method ?? 'GET';
    const path = new URL(request.url ?? '/', 'http://fake').pathname;
    let body: unknown;
    try {
      body = raw === '' ? undefined : JSON.parse(raw);
    } catch {
      requests.push({ method, path, authorization, prefer, body: raw });
      return sendError(response, 400, 'Bad request', 'The body is not JSON');
    }
    requests.push({ method, path, authorization, prefer, body });
    if (path.startsWith('/files/')) return serveFile(path, response);
    if (failure !== null) return sendError(response, failure, 'Failure', `The fake Replicate answers ${failure}`);
    if (authorization !== `Bearer ${options.apiToken}`)
      return sendError(response, 401, 'Unauthenticated', 'You did not pass a valid authentication token');
    route(method, path, body, prefer, response);
  };

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => sendError(response, 500, 'Internal error', String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: `${origin}/v1`,
    requests,
    setFailure: (status) => void (failure = status),
    setPredictionError: (error) => void (predictionError = error),
    setAbortBeforeStart: (abort) => void (abortBeforeStart = abort),
    outputOf: (model) => (MODELS[model] as FakeModel).bytes,
    close: () =>
      new Promise((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
