/**
 * Where a simulated pod's HTTP ports are: a host that resolves nowhere (`.invalid`), so the URL means the same in every
 * api process. Each process reaches it through its own server for simulated pods (the deployments' local model), which
 * answers for any pod in the shared database; a URL saved by one process therefore works in another.
 */
export const SIMULATED_PODS_ORIGIN = 'http://simulated-pods.invalid';

/** The base URL of port `port` of simulated pod `podId`. */
export const simulatedPodUrl = (podId: string, port: number): string => `${SIMULATED_PODS_ORIGIN}/${encodeURIComponent(podId)}/${port}`;

/** The pod, port and path a request to a simulated pod's URL names (the path after the origin); undefined if none. */
export function simulatedPodAddress(path: string): { podId: string; port: number; path: string } | undefined {
  const match = /^\/([^/]+)\/(\d+)(\/.*)?$/.exec(path);
  if (!match?.[1] || !match[2]) return undefined;
  try {
    return { podId: decodeURIComponent(match[1]), port: Number(match[2]), path: match[3] ?? '/' };
  } catch {
    // A malformed escape names no pod.
    return undefined;
  }
}
