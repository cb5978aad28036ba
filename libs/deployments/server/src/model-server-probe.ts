import type { DeploymentRow } from './deployments.schema';
import { unreachableReason } from './unreachable-reason';

/** What a pod's model server said when asked for its models: ready, or what it answered instead. */
export type ProbeResult = { ready: true } | { ready: false; answer: string };

/** Asks the model server of a deployment's pod, at the provider's address for its port 8000, whether it serves the model. */
export type ModelServerProbe = (deployment: Pick<DeploymentRow, 'id' | 'modelName'>, endpointUrl: string | null) => Promise<ProbeResult>;

/** Page reads bring deployments up to date and probe with them: a server that does not answer must not hold one up. */
const PROBE_TIMEOUT_MS = 3_000;
const MAX_BODY_CHARS = 200;

const modelIdsOf = (body: unknown): unknown[] => {
  const data = (body as { data?: unknown } | null)?.data;
  return Array.isArray(data) ? data.map((model) => (model as { id?: unknown } | null)?.id) : [];
};

/**
 * vLLM's OpenAI server listens only once the model is loaded, and the provider's proxy answers for it until then (RunPod's:
 * 502), so a pod the provider runs may not serve yet. It does once `GET /v1/models`, with the pod's token as vLLM demands
 * it on every /v1 path, answers 200 listing the served model name among `data[].id` (a LoRA adapter is listed under its
 * own name beside its base).
 */
export function createModelServerProbe({
  tokenOf,
  fetch = globalThis.fetch,
  timeoutMs = PROBE_TIMEOUT_MS,
}: {
  /** The pod's token (the model server's `VLLM_API_KEY`). */
  tokenOf: (podId: string) => string;
  fetch?: typeof globalThis.fetch;
  timeoutMs?: number;
}): ModelServerProbe {
  return async (deployment, endpointUrl) => {
    if (!endpointUrl) return { ready: false, answer: 'none: the provider gives no address for its port 8000' };
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      const answer = await fetch(`${endpointUrl}/v1/models`, {
        headers: { authorization: `Bearer ${tokenOf(deployment.id)}`, accept: 'application/json' },
        signal,
      });
      const text = await answer.text();
      if (answer.status === 200) {
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          body = undefined;
        }
        if (modelIdsOf(body).includes(deployment.modelName)) return { ready: true };
        return { ready: false, answer: `200 without the model '${deployment.modelName}'` };
      }
      const said = text.replace(/\s+/g, ' ').trim().slice(0, MAX_BODY_CHARS);
      return { ready: false, answer: said ? `${answer.status} ${said}` : String(answer.status) };
    } catch (error) {
      if (signal.aborted) return { ready: false, answer: `none within ${timeoutMs / 1000} seconds` };
      return { ready: false, answer: `none (${unreachableReason(error, signal)})` };
    }
  };
}
