import type { PodProvider } from '@bagel/ports';
import { createRunPodProvider } from './runpod/runpod-pod-provider';
import { createSimulatedPodProvider, type SimulatedPodStore } from './simulated-pod-provider';

export interface PodProviderEnvironmentOptions {
  /** Where the simulator keeps its pods (the platform's database), so every process sees them. */
  simulatedPods: SimulatedPodStore;
  /** For RunPod's API calls (tests). */
  fetch?: typeof globalThis.fetch;
  now?: () => number;
}

function runPodApiUrl(raw: string | undefined): string | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (url?.protocol !== 'http:' && url?.protocol !== 'https:') {
    throw new Error(`RUNPOD_API_URL must be an http(s) URL such as https://rest.runpod.io/v1, not '${value}'`);
  }
  return value;
}

function startSeconds(raw: string | undefined): number | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds < 0) {
    throw new Error(`SIMULATED_POD_START_SECONDS must be a number of seconds, 0 or more, such as 20, not '${value}'`);
  }
  return seconds;
}

/**
 * The GPU pods the api uses: RunPod's REST API when `RUNPOD_API_KEY` is set (at `RUNPOD_API_URL`, by default
 * https://rest.runpod.io/v1), else the local simulator, whose pods take `SIMULATED_POD_START_SECONDS` (20) to start.
 * A malformed value stops the api at start rather than when the first pod is asked for.
 */
export function podProviderFromEnvironment(env: Record<string, string | undefined>, options: PodProviderEnvironmentOptions): PodProvider {
  const apiKey = env['RUNPOD_API_KEY']?.trim();
  if (apiKey) return createRunPodProvider({ apiKey, apiUrl: runPodApiUrl(env['RUNPOD_API_URL']), fetch: options.fetch });
  return createSimulatedPodProvider({
    store: options.simulatedPods,
    startSeconds: startSeconds(env['SIMULATED_POD_START_SECONDS']),
    now: options.now,
  });
}
