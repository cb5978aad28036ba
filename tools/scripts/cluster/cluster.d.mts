// Types of cluster.mjs for the TypeScript that starts a cluster (benchmarks/cluster).
import type { ChildProcess } from 'node:child_process';

export interface Cluster {
  /** The load balancer. */
  url: string;
  /** The running processes by name: s3, api-1, api-2, edge-1, edge-2, haproxy. */
  processes: Map<string, ChildProcess>;
  /** Each process's own address (http://host:port) by the same names: a request to one replica, past the balancer. */
  addresses: Map<string, string>;
  /** The api processes' database (the platform database). */
  databaseUrl: string;
  /** The secret every process shares, for calling api's service routes as edge does. */
  serviceKey: string;
  /** `graceMs`: how long processes may take to stop on a signal they got themselves before they are sent SIGTERM. */
  stop(options?: { graceMs?: number }): Promise<void>;
}

export interface ClusterOptions {
  port: number;
  apis?: 1 | 2;
  edges?: 1 | 2;
  /** A folder for one log file per process, or 'console'. */
  logs?: string;
  bind?: string;
  env?: Record<string, string>;
}

export function startCluster(options: ClusterOptions): Promise<Cluster>;
export function freePort(): Promise<number>;
/** Polls `url` until it answers 2xx; fails once `child` has stopped, or after `seconds` (default 60). */
export function waitFor(url: string, child: ChildProcess, seconds?: number): Promise<void>;
