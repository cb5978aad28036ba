import { SIMULATED_PODS_ORIGIN, type SimulatedPodProvider } from '@bagel/pod-provider';
import { startSimulatedPodsServer, type SimulatedPodsServer } from './simulated-pods-server';

export interface SimulatedPodFetchOptions {
  /** The simulator whose pods this process serves (any pod in its database, whoever created it). */
  pods: SimulatedPodProvider;
  /** A pause between streamed words (default 40 ms, about a real model's pace on a small GPU). */
  wordDelayMs?: number;
  now?: () => number;
}

export interface SimulatedPodFetch {
  /**
   * `fetch`, except that a simulated pod's URL (`SIMULATED_PODS_ORIGIN`) goes to this process's server for simulated
   * pods, started at the first such request: for the deployments plugin's `fetch`, which asks pods' model servers.
   */
  fetch: typeof globalThis.fetch;
  /** Stops this process's server (the app is closing); again, nothing. */
  close(): Promise<void>;
}

const urlOf = (input: string | URL | Request) => (input instanceof Request ? input.url : String(input));

/**
 * How this api process reaches simulated pods: their URLs name no process (a deployment saved by one is chatted with
 * through another), so each process serves them itself, from the database they live in. Other URLs (RunPod's proxy)
 * go to `fetch` unchanged.
 */
export function createSimulatedPodFetch({ pods, wordDelayMs = 40, now }: SimulatedPodFetchOptions): SimulatedPodFetch {
  let server: Promise<SimulatedPodsServer> | undefined;
  let closed = false;
  const serverUrl = () => {
    if (closed) throw new Error('The simulated pods server of this process is closed');
    // A server that could not start is tried again at the next request.
    server ??= startSimulatedPodsServer({ served: (id) => pods.served(id), wordDelayMs, now }).catch((error: unknown) => {
      server = undefined;
      throw error;
    });
    return server.then(({ url }) => url);
  };

  return {
    async fetch(input, init) {
      const url = urlOf(input);
      if (!url.startsWith(`${SIMULATED_PODS_ORIGIN}/`)) return globalThis.fetch(input, init);
      const local = `${await serverUrl()}${url.slice(SIMULATED_PODS_ORIGIN.length)}`;
      return globalThis.fetch(input instanceof Request ? new Request(local, input) : local, init);
    },
    async close() {
      closed = true;
      const started = server;
      server = undefined;
      await started?.then(
        (running) => running.close(),
        () => undefined,
      );
    },
  };
}
