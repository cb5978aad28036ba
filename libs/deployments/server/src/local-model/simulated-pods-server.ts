import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { simulatedPodAddress, type ServedPod } from '@bagel/pod-provider';
import type { PodSpec } from '@bagel/ports';
import { servedModelName } from '../pod-spec';
import { answerAsModel, sendError } from './model-server';

export interface SimulatedPodsServerOptions {
  /** The running simulated pod of an id, from the shared database (`SimulatedPodProvider.served`). */
  served: (podId: string) => Promise<ServedPod | undefined>;
  /** A pause between streamed words (see `answerAsModel`). */
  wordDelayMs?: number;
  now?: () => number;
}

export interface SimulatedPodsServer {
  /** `http://127.0.0.1:<port>`: a simulated pod's port is at `/<pod id>/<port>` under it (`simulatedPodUrl`'s path). */
  url: string;
  close(): Promise<void>;
}

/** What a deployment's pod spec names (see the deployments' pod spec): the served model and the token it demands. */
const modelOf = (spec: PodSpec) => ({ model: servedModelName(spec) ?? spec.name, token: spec.env['VLLM_API_KEY'] });

/** A provider's proxy answers so for a port of a running pod where nothing listens yet. */
function badGateway(response: ServerResponse) {
  response.writeHead(502, { 'content-type': 'text/plain; charset=utf-8' });
  response.end('Bad Gateway');
}

/**
 * This process's server for every simulated pod: the model of the pod a request's path names, with the pod's token,
 * once its model server would have loaded (before, the 502 a provider's proxy answers while vLLM does not listen). The
 * pods are read from the database, so it answers for pods any process created.
 */
export async function startSimulatedPodsServer({
  served,
  wordDelayMs,
  now = Date.now,
}: SimulatedPodsServerOptions): Promise<SimulatedPodsServer> {
  async function handle(request: IncomingMessage, response: ServerResponse) {
    const address = simulatedPodAddress(new URL(request.url ?? '/', 'http://pods').pathname);
    const pod = address && (await served(address.podId));
    if (!address || !pod || !pod.spec.httpPorts.includes(address.port)) {
      return sendError(response, 404, 'NotFoundError', 'No running simulated pod serves this address');
    }
    if (now() < pod.readyAt) return badGateway(response);
    return answerAsModel(request, response, address.path, { ...modelOf(pod.spec), wordDelayMs, now });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) sendError(response, 500, 'InternalServerError', String(error));
      else response.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  // A forgotten server must not keep the process alive.
  server.unref();
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
