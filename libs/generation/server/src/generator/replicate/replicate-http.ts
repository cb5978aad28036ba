import { GenerationFailed } from '../generator';

/** A prediction as Replicate's HTTP API answers it (only what the adapter reads). */
export interface Prediction {
  id: string;
  /** `aborted`: its deadline passed before it started running (Replicate bills none of it). */
  status: 'starting' | 'processing' | 'succeeded' | 'failed' | 'canceled' | 'aborted';
  /** A file URL, or a list of them, once it succeeded. */
  output?: unknown;
  error?: unknown;
}

export const TERMINAL_STATUSES: ReadonlySet<Prediction['status']> = new Set(['succeeded', 'failed', 'canceled', 'aborted']);

export interface ReplicateCallOptions {
  apiUrl: string;
  apiToken: string;
  fetch: typeof globalThis.fetch;
}

/** A call that hangs this long is a Replicate that cannot be reached: the job retries rather than waits. */
const TIMEOUT_MS = 30_000;

const reasonOf = (error: unknown): string => {
  if (error instanceof DOMException && error.name === 'TimeoutError') return 'no answer in time';
  const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
  return cause?.code ?? (error instanceof Error ? error.message : String(error));
};

/** What Replicate said went wrong: its error bodies carry `detail` (and `title`, `status`). */
function saidBy(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { detail, title } = body as { detail?: unknown; title?: unknown };
  const said = typeof detail === 'string' && detail.trim() ? detail : typeof title === 'string' ? title : undefined;
  return said?.trim() || undefined;
}

/**
 * A refusal as the job sees it: a refused token, a missing model, an unpaid account or an input the model rejects fail
 * the same way next time (not retryable); rate limits and Replicate's own failures may pass (retryable).
 */
export function refusal(status: number, body: unknown): GenerationFailed {
  if (status === 401 || status === 403) return new GenerationFailed('Replicate refused the API token', false);
  const said = saidBy(body);
  if (status === 429) return new GenerationFailed(said ?? 'Replicate is limiting requests; try again later', true);
  if (status >= 500) return new GenerationFailed(said ?? `Replicate failed (HTTP ${status})`, true);
  return new GenerationFailed(said ?? `Replicate refused the request (HTTP ${status})`, false);
}

function asPrediction(body: unknown): Prediction {
  const prediction = body as Partial<Prediction> | undefined;
  if (typeof prediction?.id !== 'string' || typeof prediction.status !== 'string') {
    throw new GenerationFailed('Replicate answered with something that is not a prediction', true);
  }
  return prediction as Prediction;
}

/**
 * Calls Replicate's HTTP API with the token as a Bearer token and answers the prediction it returns; any other answer
 * is a {@link GenerationFailed}, as is a Replicate that cannot be reached (retryable).
 */
export function replicateCall({ apiUrl, apiToken, fetch }: ReplicateCallOptions) {
  const base = apiUrl.replace(/\/+$/, '');
  return async (
    method: 'GET' | 'POST',
    path: string,
    options: { body?: unknown; headers?: Record<string, string>; signal: AbortSignal; timeoutMs?: number },
  ): Promise<Prediction> => {
    const headers: Record<string, string> = { authorization: `Bearer ${apiToken}`, accept: 'application/json', ...options.headers };
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${base}${path}`, {
        method,
        headers,
        body: options.body === undefined ? undefined : JSON.stringify(options.body),
        signal: AbortSignal.any([options.signal, AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS)]),
      });
      text = await response.text();
    } catch (error) {
      options.signal.throwIfAborted();
      throw new GenerationFailed(`Replicate could not be reached at ${new URL(base).origin}: ${reasonOf(error)}`, true);
    }
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    if (!response.ok) throw refusal(response.status, body);
    return asPrediction(body);
  };
}
