import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

export interface FloodResult {
  seconds: number;
  /** Answers by HTTP status. */
  statuses: Map<number, number>;
  /** Requests that got no answer in autocannon's 10 s. */
  timeouts: number;
  /** Connections that failed or were reset. */
  connectionErrors: number;
}

/** The part of autocannon's `--json` result read here. */
interface AutocannonResult {
  duration: number;
  /** Timeouts included. */
  errors: number;
  timeouts: number;
  statusCodeStats: Record<string, { count: number }>;
}

const autocannonCli = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

/**
 * GETs `url` with `apiKey` from `connections` keep-alive connections for `seconds`, each sending its next request as
 * soon as the last is answered. autocannon runs in its own process, so the flood's client work does not delay
 * the quiet user's requests, which this process sends and times.
 */
export function flood(url: string, apiKey: string, connections: number, seconds: number): Promise<FloodResult> {
  const args = [autocannonCli, '--json', '-c', String(connections), '-d', String(seconds), '-H', `x-api-key=${apiKey}`, url];
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
      resolve({ seconds: result.duration, statuses, timeouts: result.timeouts, connectionErrors: result.errors - result.timeouts });
    });
  });
}
