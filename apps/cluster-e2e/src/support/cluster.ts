import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { callRoute } from '@bagel/api-client';
import { getApiKey, provisionUser } from '@bagel/api-keys-contract';
import { UPLOAD_FIELD, uploadAssetFile } from '@bagel/assets-contract';
import { buildPath } from '@bagel/contract';
import { creditDeposit } from '@bagel/wallet-contract';

/** What tools/scripts/start-cluster.mjs writes to CLUSTER_STATE_FILE once the cluster is ready. */
export interface ClusterState {
  /** The balancer (HAProxy). */
  url: string;
  serviceKey: string;
  databaseUrl: string;
  /** s3, api-1, api-2, edge-1, edge-2, haproxy: each one's pid and own address (http://host:port). */
  processes: Record<string, { pid: number; address: string }>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The running cluster's state: Playwright waits for the balancer's /ready, the runner writes the file just before. */
export async function clusterState(): Promise<ClusterState> {
  const file = process.env['CLUSTER_STATE_FILE'];
  if (!file) throw new Error('CLUSTER_STATE_FILE is not set: run these tests with playwright.config.ts');
  for (let tries = 0; tries < 100 && !existsSync(file); tries++) await sleep(100);
  return JSON.parse(readFileSync(file, 'utf8')) as ClusterState;
}

/** One process's own address (past the balancer) or pid. */
export const addressOf = (state: ClusterState, name: string): string => processOf(state, name).address;
export function processOf(state: ClusterState, name: string) {
  const found = state.processes[name];
  if (!found) throw new Error(`The cluster has no process ${name}`);
  return found;
}

export interface User {
  id: string;
  username: string;
  apiKey: string;
}

/**
 * A new platform user with `bagels` from a demo grant, made as edge makes one at sign-up: api's service routes with the
 * service key (through the balancer).
 */
export async function fundedUser(state: ClusterState, bagels: number): Promise<User> {
  const service = { baseUrl: state.url, apiKey: state.serviceKey };
  const id = randomUUID();
  const username = `cluster_${id.slice(0, 8)}`;
  await callRoute(provisionUser, { ...service, body: { id, username, email: `${username}@example.com` } });
  if (bagels > 0) {
    await callRoute(creditDeposit, {
      ...service,
      idempotencyKey: randomUUID(),
      body: { user_id: id, amount: bagels, source: 'demo_grant', description: 'Cluster test funds' },
    });
  }
  const apiKey = (await callRoute(getApiKey, { ...service, query: { user_id: id } })).data;
  return { id, username, apiKey };
}

/** Uploads one file to an asset in one multipart request (the upload route's own format), on `baseUrl`. */
export async function uploadFile(baseUrl: string, user: User, assetId: string, name: string, content: string): Promise<void> {
  const form = new FormData();
  form.append(UPLOAD_FIELD, new Blob([content]), name);
  const response = await fetch(`${baseUrl}${buildPath(uploadAssetFile.path, { id: assetId })}`, {
    method: uploadAssetFile.method,
    headers: { 'x-api-key': user.apiKey },
    body: form,
  });
  if (!response.ok) throw new Error(`Uploading ${name}: HTTP ${response.status} ${await response.text()}`);
}

/** Asks until `read` answers something `done` accepts; a failed read (a process gone, a 503) is asked again. */
export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, seconds = 60): Promise<T> {
  const deadline = Date.now() + seconds * 1000;
  let last: unknown;
  for (;;) {
    try {
      const value = await read();
      if (done(value)) return value;
      last = value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline)
      throw new Error(
        `Waited ${seconds} s for ${what}; last answer: ${String(last instanceof Error ? last.message : JSON.stringify(last))}`,
      );
    await sleep(250);
  }
}
