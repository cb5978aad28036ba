export { costPerHourUsd } from './gpu-pricing';
export { PHASE_START_PROGRESS } from './starting-phases';
export {
  createSimulatedPodProvider,
  isSimulatedPodProvider,
  type ServedPod,
  type SimulatedPodProvider,
  type SimulatedPodProviderOptions,
  type SimulatedPodRecord,
  type SimulatedPodStore,
} from './simulated-pod-provider';
export { SIMULATED_PODS_ORIGIN, simulatedPodAddress, simulatedPodUrl } from './simulated-pod-urls';
export { createRunPodProvider, type RunPodProviderOptions } from './runpod/runpod-pod-provider';
export { RUNPOD_GPU_TYPE_IDS, type RunPodGpuTypeIds } from './runpod/runpod-gpu-types';
export { podProviderFromEnvironment, type PodProviderEnvironmentOptions } from './pod-provider-from-environment';
