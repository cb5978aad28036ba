export { deploymentsPlugin, type DeploymentsPluginOptions } from './deployments.plugin';
export { deploymentsMigrations } from './deployments.migrations';
export { servedModelName } from './pod-spec';
export { DEFAULT_VLLM_IMAGE, VLLM_CHAT_ARCHITECTURES } from './vllm-image';
export { inspectModel } from './model-serving';
export { createDeploymentKeys, type DeploymentKeys } from './deployment-keys';
export { createSimulatedPodFetch, type SimulatedPodFetch, type SimulatedPodFetchOptions } from './local-model/simulated-pod-fetch';
export { createSimulatedPodStore } from './simulated-pod-store';
