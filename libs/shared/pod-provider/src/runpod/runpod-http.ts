import { PodProviderError } from '@bagel/ports';

/** An HTTP answer from RunPod: its status, and its body parsed as JSON (undefined when it has none or is not JSON). */
export interface RunPodAnswer {
  status: number;
  body: unknown;
}

export type RunPodCall = (method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown) => Promise<RunPodAnswer>;

/** A call that hangs this long is a RunPod that cannot be reached: the job retries rather than waits. */
const TIMEOUT_MS = 30_000;

const reasonOf = (error: unknown): string => {
  const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : undefined;
  return cause?.code ?? (error instanceof Error ? error.message : String(error));
};

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/**
 * Calls RunPod's REST API with the key as a Bearer token. Every answer comes back, whatever its status, for the caller
 * to read (a 404 means something different to `get` and to `terminate`); only an unreachable RunPod throws.
 */
export function runPodCall({ apiUrl, apiKey, fetch }: { apiUrl: string; apiKey: string; fetch: typeof globalThis.fetch }): RunPodCall {
  const base = apiUrl.replace(/\/+$/, '');
  return async (method, path, body) => {
    const headers: Record<string, string> = { authorization: `Bearer ${apiKey}`, accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    try {
      const response = await fetch(`${base}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      return { status: response.status, body: parseJson(await response.text()) };
    } catch (error) {
      throw new PodProviderError(`RunPod could not be reached at ${new URL(base).origin}: ${reasonOf(error)}`, true);
    }
  };
}

/** What RunPod said went wrong: its error bodies are `{"error": "…", "status": …}` (some docs show `message`). */
const saidBy = (body: unknown): string | undefined => {
  if (typeof body !== 'object' || body === null) return undefined;
  const { error, message } = body as { error?: unknown; message?: unknown };
  const said = typeof error === 'string' ? error : typeof message === 'string' ? message : undefined;
  return said?.trim() || undefined;
};

/**
 * A RunPod answer that is not what was asked for, as the error callers see: a refused key is not retryable (the next
 * attempt sends the same key), nor is a request RunPod calls invalid; rate limits and RunPod's own failures are. RunPod
 * answers a GPU type it has no free capacity for with a 500 ("create pod: There are no instances currently available"),
 * so that one is retried too, and its text is what users finally see.
 */
export function refusal({ status, body }: RunPodAnswer): PodProviderError {
  if (status === 401 || status === 403) return new PodProviderError('RunPod refused the API key', false);
  const said = saidBy(body);
  if (status === 429) return new PodProviderError(said ?? 'RunPod is limiting requests; try again later', true);
  if (status >= 500) return new PodProviderError(said ?? `RunPod failed (HTTP ${status})`, true);
  return new PodProviderError(said ?? `RunPod refused the request (HTTP ${status})`, false);
}
