import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createModelServerProbe } from './model-server-probe';

const deployment = { id: 'pod-1', modelName: 'bagel-llama' };

describe('the model server probe', () => {
  let server: Server;
  let url: string;
  /** What the server lists at /v1/models; undefined: it takes the request and never answers. */
  let listed: string[] | undefined;
  const seen: Array<string | undefined> = [];
  beforeAll(async () => {
    server = createServer((request, response) => {
      seen.push(request.headers.authorization);
      if (listed === undefined) return;
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ object: 'list', data: listed.map((id) => ({ id, object: 'model' })) }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  // Patient, so a busy machine cannot turn an answer into a timeout.
  const probe = createModelServerProbe({ tokenOf: (podId) => `token-of-${podId}`, timeoutMs: 30_000 });

  it("is ready once /v1/models lists the served name (a LoRA's beside its base), asking with the pod's token", async () => {
    listed = ['meta-llama/Llama-3.2-1B', 'bagel-llama'];
    expect(await probe(deployment, url)).toEqual({ ready: true });
    expect(seen.at(-1)).toBe('Bearer token-of-pod-1');
  });

  it('is not ready while the server lists other models', async () => {
    listed = ['meta-llama/Llama-3.2-1B'];
    expect(await probe(deployment, url)).toEqual({ ready: false, answer: "200 without the model 'bagel-llama'" });
  });

  it('says why when nothing answers: no address, a refused connection, or no answer in time', async () => {
    expect(await probe(deployment, null)).toEqual({ ready: false, answer: 'none: the provider gives no address for its port 8000' });
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise((resolve) => closed.close(resolve));
    expect(await probe(deployment, `http://127.0.0.1:${port}`)).toEqual({ ready: false, answer: 'none (ECONNREFUSED)' });
    listed = undefined;
    const impatient = createModelServerProbe({ tokenOf: () => 'token', timeoutMs: 50 });
    expect(await impatient(deployment, url)).toEqual({ ready: false, answer: 'none within 0.05 seconds' });
  });
});
