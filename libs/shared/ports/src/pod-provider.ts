import type { GpuType } from '@bagel/contract';

/** What a pod runs: one container image on rented GPUs, with the ports it serves on. */
export interface PodSpec {
  /** Shown in the provider's console; the platform's own id for what the pod is for. */
  name: string;
  image: string;
  /** Replaces the image's entrypoint; absent, the image's own runs. */
  entrypoint?: string[];
  /** Arguments for the entrypoint; absent, the image runs its own default command. */
  startArgs?: string[];
  gpuType: GpuType;
  gpuCount: number;
  env: Record<string, string>;
  /** Container ports reachable over HTTP through the provider's proxy. */
  httpPorts: number[];
  /** Disk for the container, in GB. */
  diskGb: number;
}

/** Spec §3/§4's pod states, as the platform shows them: pending → provisioning → loading → running, then an end. */
export type PodStatus = 'pending' | 'provisioning' | 'loading' | 'running' | 'exited' | 'failed' | 'terminated';

export interface Pod {
  id: string;
  status: PodStatus;
  /** 0 to 100 while starting; 100 once running. */
  progress: number;
  /** What the provider charges for it, per hour, in USD. */
  costPerHourUsd: number;
  /** When it started running, ISO 8601; null before. */
  runningSince: string | null;
  /** A line for people: what it is doing, or why it failed. */
  message: string | null;
  /**
   * The base URL of each HTTP port, once the pod runs: the provider's proxy, or for a simulated pod an address that
   * only the platform's own `fetch` serves (`http://simulated-pods.invalid/…`), from whichever api process asks.
   */
  urls: Record<number, string>;
}

/**
 * Rented GPU pods (spec §1: deployments, and training on a real GPU): the local simulator by default, RunPod's REST
 * API when configured. Both go through the same states and price table, so billing and the UI run one code path.
 */
export interface PodProvider {
  /** Shown beside pods ('Local simulator' or 'RunPod'). */
  readonly label: string;
  /** Starts a pod. Rejects with {@link PodProviderError} when the provider refuses or cannot be reached. */
  create(spec: PodSpec): Promise<Pod>;
  /** Undefined when the provider has no such pod (any more). */
  get(id: string): Promise<Pod | undefined>;
  /** Stops and removes the pod; a pod already gone is no error. */
  terminate(id: string): Promise<void>;
}

/** The provider refused a call or could not be reached; `retryable` when trying again later may work. */
export class PodProviderError extends Error {
  override readonly name = 'PodProviderError';
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}
