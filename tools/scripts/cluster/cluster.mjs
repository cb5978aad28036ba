// The topology of `npm run start:cluster`, the cluster test and `bench:cluster`: one PostgreSQL server (the one
// with-postgres.sh names in TEST_DATABASE_URL), one S3-compatible bucket (the repo's fake S3), api and edge replicas
// running the built servers, and HAProxy (deploy/haproxy.cfg) round-robin in front of them on one port.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { API_NODE_FLAGS } from '../api-node-flags.mjs';
import { root } from '../supervise.mjs';

/** A port the system has just handed out, free for the process about to listen on it. */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

const secret = () => randomBytes(32).toString('base64');

/** Polls `url` until it answers 2xx; fails once `child` has stopped, or after `seconds`. */
export async function waitFor(url, child, seconds = 60) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the process stopped (exit ${child.exitCode}) before it answered`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

/** Two databases on the server (the api's platform database and edge's account database), dropped by `drop`. */
async function createDatabases(serverUrl) {
  const suffix = randomBytes(4).toString('hex');
  const names = { platform: `bagel_cluster_${suffix}`, accounts: `bagel_cluster_${suffix}_accounts` };
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  for (const name of Object.values(names)) await admin.query(`create database ${name}`);
  await admin.end();
  const urlOf = (name) => Object.assign(new URL(serverUrl), { pathname: `/${name}` }).toString();
  return {
    platformUrl: urlOf(names.platform),
    accountsUrl: urlOf(names.accounts),
    async drop() {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      for (const name of Object.values(names)) await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * Starts the cluster and answers once the load balancer serves the product. `logs` is a folder for one log file per
 * process, or 'console' to prefix their lines there. A replica that stops (killed, crashed) is reported and left
 * stopped: the balancer's health checks take it out, as they would in production.
 */
export async function startCluster({ port, apis = 2, edges = 2, logs = 'console', bind = '127.0.0.1', env: extraEnv = {} }) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('The cluster needs a PostgreSQL server: run it under tools/scripts/with-postgres.sh');
  if (apis !== 2 && apis !== 1) throw new Error('deploy/haproxy.cfg names one or two api replicas');
  const dataDir = mkdtempSync(join(tmpdir(), 'bagel-cluster-'));
  const children = new Map();
  /** Each process's own address (http://host:port), beside the balancer's: tests reach one replica through it. */
  const addressOf = new Map();
  let stopping = false;

  const run = (name, command, args, env = {}) => {
    const child = spawn(command, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    if (logs === 'console') {
      for (const stream of [child.stdout, child.stderr])
        createInterface({ input: stream }).on('line', (line) => console.log(`[${name}] ${line}`));
    } else {
      mkdirSync(logs, { recursive: true });
      const file = createWriteStream(join(logs, `${name}.log`));
      child.stdout.pipe(file);
      child.stderr.pipe(file);
    }
    child.on('exit', (code, signal) => {
      if (!stopping) console.error(`[cluster] ${name} stopped (${signal ?? `exit ${code}`}); the others go on`);
    });
    children.set(name, child);
    return child;
  };

  const databases = await createDatabases(serverUrl);
  const shared = {
    NODE_ENV: 'production',
    LOG_LEVEL: process.env.LOG_LEVEL || 'warn',
    SERVICE_KEY: secret(),
    API_KEY_SECRET: secret(),
    COOKIE_SECRET: secret(),
    TRUST_PROXY: '127.0.0.1',
    PUBLIC_API_URL: `http://localhost:${port}`,
    PUBLIC_ORIGIN: `http://localhost:${port}`,
    CORS_ORIGINS: `http://localhost:${port},http://127.0.0.1:${port}`,
    ...extraEnv,
  };
  try {
    const s3 = run('s3', process.execPath, ['--import', 'tsx', 'tools/scripts/cluster/fake-s3.ts']);
    const bucket = await new Promise((resolve, reject) => {
      s3.once('exit', () => reject(new Error('The fake S3 stopped before it started')));
      // Its first line is its settings; with logs in a file, read them before the file gets the rest.
      createInterface({ input: s3.stdout }).once('line', (line) => resolve(JSON.parse(line)));
    });
    addressOf.set('s3', bucket.endpoint);
    const bucketEnv = {
      S3_BUCKET: bucket.bucket,
      S3_ENDPOINT: bucket.endpoint,
      S3_ACCESS_KEY_ID: bucket.accessKeyId,
      S3_SECRET_ACCESS_KEY: bucket.secretAccessKey,
      S3_FORCE_PATH_STYLE: 'true',
      S3_REGION: 'us-east-1',
    };
    const node = (app) => [
      process.execPath,
      ['--enable-source-maps', ...(app === 'api' ? API_NODE_FLAGS : []), `apps/${app}/dist/main.js`],
    ];
    const addresses = { BAGEL_LB_BIND: `${bind}:${port}` };
    const started = [];
    for (let i = 1; i <= apis; i++) {
      const apiPort = await freePort();
      const env = {
        ...shared,
        ...bucketEnv,
        DATABASE_URL: databases.platformUrl,
        API_PORT: String(apiPort),
        DATA_DIR: join(dataDir, `api-${i}`),
      };
      const child = run(`api-${i}`, ...node('api'), env);
      addresses[`BAGEL_API_${i}`] = `127.0.0.1:${apiPort}`;
      addressOf.set(`api-${i}`, `http://127.0.0.1:${apiPort}`);
      started.push(waitFor(`http://127.0.0.1:${apiPort}/health`, child));
    }
    // With one api, the balancer's second api line names the first again (round-robin over one process).
    addresses.BAGEL_API_2 ??= addresses.BAGEL_API_1;
    await Promise.all(started);
    for (let i = 1; i <= edges; i++) {
      const edgePort = await freePort();
      const env = {
        ...shared,
        EDGE_DATABASE_URL: databases.accountsUrl,
        PORT: String(edgePort),
        API_INTERNAL_URL: `http://127.0.0.1:${port}`,
        DATA_DIR: join(dataDir, `edge-${i}`),
      };
      const child = run(`edge-${i}`, ...node('edge'), env);
      addresses[`BAGEL_EDGE_${i}`] = `127.0.0.1:${edgePort}`;
      addressOf.set(`edge-${i}`, `http://127.0.0.1:${edgePort}`);
      await waitFor(`http://127.0.0.1:${edgePort}/health`, child);
    }
    addresses.BAGEL_EDGE_2 ??= addresses.BAGEL_EDGE_1;
    addressOf.set('haproxy', `http://127.0.0.1:${port}`);
    const balancer = run('haproxy', 'haproxy', ['-db', '-f', 'deploy/haproxy.cfg'], addresses);
    await waitFor(`http://127.0.0.1:${port}/health`, balancer);
  } catch (error) {
    stopping = true;
    for (const child of children.values()) child.kill('SIGKILL');
    await databases.drop().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }

  return {
    url: `http://127.0.0.1:${port}`,
    /** The running processes by name: s3, api-1, api-2, edge-1, edge-2, haproxy. */
    processes: children,
    /** Each process's own address (http://host:port) by the same names. */
    addresses: addressOf,
    databaseUrl: databases.platformUrl,
    serviceKey: shared.SERVICE_KEY,
    /**
     * Stops every process gracefully. `graceMs` first lets them stop on their own: Ctrl+C and a signal to the process
     * group reach the children too, and a second SIGTERM makes api and edge exit at once instead of finishing.
     */
    async stop({ graceMs = 0 } = {}) {
      stopping = true;
      const running = () => [...children.values()].filter((child) => child.exitCode === null && child.signalCode === null);
      const exits = running().map((child) => new Promise((resolve) => child.once('exit', resolve)));
      const grace = new Promise((resolve) => setTimeout(resolve, graceMs));
      await Promise.race([Promise.all(exits), grace]);
      for (const child of running()) child.kill('SIGTERM');
      await Promise.all(exits);
      await databases.drop().catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
