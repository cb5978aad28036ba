// The cluster's S3-compatible bucket: the repo's fake S3 (the wire format the real SDK speaks), in a process of its own
// so every api process shares it. Prints its settings as one JSON line, then serves until stopped.
import { startFakeS3Server } from '@bagel/storage/testing';

const server = await startFakeS3Server();
console.log(JSON.stringify({ endpoint: server.endpoint, bucket: server.bucket, ...server.credentials }));
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
