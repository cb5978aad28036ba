export { costPerHourUsd } from './gpu-pricing';
export { PHASE_START_PROGRESS } from './starting-phases';
export { createSimulatedPodProvider, type SimulatedPodProviderOptions, type StartHttpServer } from './simulated-pod-provider';
export { createRunPodProvider, type RunPodProviderOptions } from './runpod/runpod-pod-provider';
export { RUNPOD_GPU_TYPE_IDS, type RunPodGpuTypeIds } from './runpod/runpod-gpu-types';
export { podProviderFromEnvironment, type PodProviderEnvironmentOptions } from './pod-provider-from-environment';
