export { deploymentsPlugin, deploymentsRoutes, type DeploymentsPluginOptions } from './deployments.plugin';
export { deploymentsMigrations } from './deployments.migrations';
export { DEFAULT_VLLM_IMAGE, servedModelName } from './pod-spec';
export { createDeploymentKeys, type DeploymentKeys } from './deployment-keys';
export { createLocalModelServers, type LocalModelServers, type LocalModelServersOptions } from './local-model/local-model-servers';
