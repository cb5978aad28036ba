// `npm run start:cluster`: the product as several processes behind a load balancer, on one machine (see
// deploy/README.md): builds once, then runs the fake S3 bucket, 2 api and 2 edge processes on the PostgreSQL server
// with-postgres.sh started, and HAProxy on PORT (default 8080). Everything is throw-away: Ctrl+C stops it and removes
// its databases and folders.
import { buildProduct } from './build-product.mjs';
import { startCluster } from './cluster/cluster.mjs';

const port = Number(process.env.PORT || 8080);
await buildProduct();
const cluster = await startCluster({ port, bind: process.env.BIND || '127.0.0.1' });
console.log(`[cluster] ready at http://localhost:${port} (2 api, 2 edge, HAProxy); Ctrl+C stops it`);
let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  console.log('[cluster] stopping…');
  void cluster.stop().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
