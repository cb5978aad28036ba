import type { StartHttpServer } from '@bagel/pod-provider';
import type { PodProvider, PodSpec } from '@bagel/ports';
import { servedModelName } from '../pod-spec';
import { startModelServer, type ModelServer } from './model-server';

export interface LocalModelServersOptions {
  /** A pause between streamed words (default 40 ms, about a real model's pace on a small GPU). */
  wordDelayMs?: number;
  now?: () => number;
}

/** The local simulator's model servers: one per HTTP port of each simulated pod. */
export interface LocalModelServers {
  /** For `createSimulatedPodProvider`'s `startHttpServer`: serves the model the pod's spec names, with its token, from `readyAt`. */
  start: StartHttpServer;
  /** The provider, closing a pod's model servers when the pod is terminated. */
  closingOnTerminate(pods: PodProvider): PodProvider;
  /** Closes every server (the app is closing). */
  close(): Promise<void>;
}

/** What a deployment's pod spec names (see the deployments' pod spec): the served model and the token it demands. */
const modelOf = (spec: PodSpec) => ({ model: servedModelName(spec) ?? spec.name, token: spec.env['VLLM_API_KEY'] });

export function createLocalModelServers({ wordDelayMs = 40, now }: LocalModelServersOptions = {}): LocalModelServers {
  const serversOf = new Map<PodSpec, Promise<ModelServer>[]>();
  const specOf = new Map<string, PodSpec>();

  async function closeServers(spec: PodSpec): Promise<void> {
    const servers = serversOf.get(spec) ?? [];
    serversOf.delete(spec);
    const started = await Promise.allSettled(servers);
    await Promise.all(started.map((server) => (server.status === 'fulfilled' ? server.value.close() : undefined)));
  }

  return {
    async start(spec, _port, readyAt) {
      const server = startModelServer({ ...modelOf(spec), wordDelayMs, now, readyAt });
      serversOf.set(spec, [...(serversOf.get(spec) ?? []), server]);
      return (await server).url;
    },

    closingOnTerminate(pods) {
      return {
        label: pods.label,
        async create(spec) {
          const pod = await pods.create(spec);
          specOf.set(pod.id, spec);
          return pod;
        },
        get: (id) => pods.get(id),
        async terminate(id) {
          await pods.terminate(id);
          const spec = specOf.get(id);
          specOf.delete(id);
          if (spec) await closeServers(spec);
        },
      };
    },

    async close() {
      specOf.clear();
      await Promise.all([...serversOf.keys()].map(closeServers));
    },
  };
}
