import type { SimulatedPodRecord, SimulatedPodStore } from '../simulated-pod-provider';

/**
 * Simulated pods in this test's memory, for tests of what the simulator answers rather than of where it keeps pods (the
 * api keeps them in its database: the deployments' `createSimulatedPodStore`). Providers given the same store share its pods.
 */
export function memorySimulatedPodStore(): SimulatedPodStore {
  const pods = new Map<string, SimulatedPodRecord>();
  return {
    async insert(pod) {
      pods.set(pod.id, { ...pod, terminatedAt: null });
    },
    async find(id) {
      const pod = pods.get(id);
      return pod && { ...pod };
    },
    async terminate(id, at) {
      const pod = pods.get(id);
      if (pod && pod.terminatedAt === null) pod.terminatedAt = at;
    },
  };
}
