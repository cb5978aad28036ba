// `npm run start:cluster`: the product as several processes behind a load balancer, on one machine (see
// deploy/README.md): builds once, then runs the fake S3 bucket, 2 api and 2 edge processes on the PostgreSQL server
// with-postgres.sh started, and HAProxy on PORT (default 8080). Everything is throw-away: Ctrl+C (or SIGTERM) stops it
// and removes its databases and folders.
// CLUSTER_STATE_FILE=<path>: once the cluster is ready, writes there (and removes on stop) the JSON
// { url, serviceKey, databaseUrl, processes: { <name>: { pid, address } } } for a test that sends a request to one
// replica or signals one (apps/cluster-e2e): names s3, api-1, api-2, edge-1, edge-2, haproxy; addresses http://host:port.
import { rmSync, writeFileSync } from 'node:fs';
import { buildProduct } from './build-product.mjs';
import { startCluster } from './cluster/cluster.mjs';

const port = Number(process.env.PORT || 8080);
const stateFile = process.env.CLUSTER_STATE_FILE;
await buildProduct();
const cluster = await startCluster({ port, bind: process.env.BIND || '127.0.0.1' });
if (stateFile) {
  const processes = Object.fromEntries(
    [...cluster.processes].map(([name, child]) => [name, { pid: child.pid, address: cluster.addresses.get(name) }]),
  );
  const state = { url: cluster.url, serviceKey: cluster.serviceKey, databaseUrl: cluster.databaseUrl, processes };
  writeFileSync(stateFile, `${JSON.stringify(state, null, 2)}\n`, { mode: 0o600 });
}
console.log(`[cluster] ready at http://localhost:${port} (2 api, 2 edge, HAProxy); Ctrl+C stops it`);
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  console.log('[cluster] stopping…');
  if (stateFile) rmSync(stateFile, { force: true });
  // From a terminal (Ctrl+C) or to the process group the children got the signal too and stop on their own, within the
  // 10 s api and edge give themselves (listenWithGracefulShutdown); if only this process got it, they are sent SIGTERM
  // after that.
  void cluster.stop({ graceMs: 11_000 }).then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
