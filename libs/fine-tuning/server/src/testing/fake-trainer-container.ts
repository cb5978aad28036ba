import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TrainerStatus, TrainRequest } from '../trainer/trainer-protocol';

export interface FakeTrainerContainer {
  url: string;
  /** The JSON lines the trainer sent as its dataset. */
  datasetLines(): unknown[];
  trainRequest(): TrainRequest | null;
  close(): Promise<void>;
}

export interface FakeTrainerOptions {
  token: () => string | undefined;
  /** Steps the run takes; each status read advances it by one. */
  steps?: number;
  /** Fails the run at this step, with this error. */
  failAt?: { step: number; error: string };
  /** Its first this many requests get RunPod's proxy's 502, as while the container starts (Infinity: it never listens). */
  refuseFirst?: number;
}

async function body(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const FILES: Record<string, string> = {
  'adapter_config.json': '{"peft_type":"LORA"}\n',
  'adapter_model.safetensors': 'weights',
};

/**
 * The training container's HTTP API as the pod trainer drives it (trainer-protocol.ts), for tests: it checks the
 * bearer token, keeps the dataset and the settings, and walks through its steps one per status read.
 */
export async function startFakeTrainerContainer({
  token,
  steps = 3,
  failAt,
  refuseFirst = 0,
}: FakeTrainerOptions): Promise<FakeTrainerContainer> {
  let refused = 0;
  let dataset: unknown[] = [];
  let request: TrainRequest | null = null;
  const status: TrainerStatus = { state: 'waiting', step: 0, total_steps: null, loss: [], events: [], error: null };

  const server = createServer((incoming, reply) => {
    void (async () => {
      const send = (code: number, value: unknown) => {
        reply.writeHead(code, { 'content-type': 'application/json' });
        reply.end(JSON.stringify(value));
      };
      if (refused < refuseFirst) {
        refused += 1;
        reply.writeHead(502, { 'content-type': 'text/plain' });
        return reply.end('Bad Gateway');
      }
      if (incoming.headers.authorization !== `Bearer ${token() ?? ''}`) return send(401, { error: 'unauthorized' });
      const path = decodeURIComponent(new URL(incoming.url ?? '/', 'http://fake').pathname);
      if (incoming.method === 'PUT' && path === '/dataset') {
        dataset = (await body(incoming))
          .split('\n')
          .filter((line) => line !== '')
          .map((line) => JSON.parse(line) as unknown);
        return send(200, { rows: dataset.length });
      }
      if (incoming.method === 'POST' && path === '/train') {
        request = JSON.parse(await body(incoming)) as TrainRequest;
        Object.assign(status, { state: 'training', total_steps: steps });
        status.events.push({ level: 'info', message: `Loaded ${request.base_model}; ${dataset.length} rows` });
        return send(202, {});
      }
      if (incoming.method === 'GET' && path === '/status') {
        if (status.state === 'training') {
          status.step += 1;
          status.loss.push({ step: status.step, epoch: status.step / steps, loss: 2 / status.step });
          if (failAt && status.step === failAt.step) Object.assign(status, { state: 'failed', error: failAt.error });
          else if (status.step === steps) Object.assign(status, { state: 'done' });
        }
        return send(200, status);
      }
      if (incoming.method === 'GET' && path === '/files') {
        return send(200, { files: Object.entries(FILES).map(([file, content]) => ({ path: file, size: content.length })) });
      }
      const file = FILES[path.replace(/^\/files\//, '')];
      if (incoming.method === 'GET' && file !== undefined) {
        reply.writeHead(200, { 'content-type': 'application/octet-stream' });
        return reply.end(file);
      }
      return send(404, { error: 'not found' });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    datasetLines: () => dataset,
    trainRequest: () => request,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
