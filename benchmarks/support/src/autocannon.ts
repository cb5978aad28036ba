import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

export interface LoadResult {
  seconds: number;
  /** Answers by HTTP status. */
  statuses: Map<number, number>;
  /** Requests that got no answer in autocannon's 10 s. */
  timeouts: number;
  /** Connections that failed or were reset. */
  connectionErrors: number;
  /** Answers a second, averaged over the run. */
  perSecond: number;
  /** Latency percentiles in milliseconds, as autocannon's histogram gives them. */
  latency: { p50: number; p99: number; max: number };
}

/** The part of autocannon's `--json` result read here. */
interface AutocannonResult {
  duration: number;
  /** Timeouts included. */
  errors: number;
  timeouts: number;
  statusCodeStats: Record<string, { count: number }>;
  requests: { average: number };
  latency: { p50: number; p99: number; max: number };
}

const autocannonCli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

/**
 * GETs `url` (with `apiKey` as x-api-key, when given) from `connections` keep-alive connections for `seconds`, each
 * sending its next request as soon as the last is answered. autocannon runs in its own process, so its client work
 * does not share an event loop with this process's (or with api's, when api runs in a process of its own).
 */
export function autocannon(url: string, apiKey: string | undefined, connections: number, seconds: number): Promise<LoadResult> {
  const headers = apiKey === undefined ? [] : ['-H', `x-api-key=${apiKey}`];
  const args = [autocannonCli, '--json', '-c', String(connections), '-d', String(seconds), ...headers, url];
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited (${code}):\n${stderr}`));
      const result = JSON.parse(stdout) as AutocannonResult;
      const statuses = new Map(Object.entries(result.statusCodeStats).map(([status, { count }]) => [Number(status), count]));
      resolve({
        seconds: result.duration,
        statuses,
        timeouts: result.timeouts,
        connectionErrors: result.errors - result.timeouts,
        perSecond: result.requests.average,
        latency: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
      });
    });
  });
}
