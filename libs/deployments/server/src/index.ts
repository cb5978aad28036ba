export { deploymentsPlugin, deploymentsRoutes, type DeploymentsPluginOptions } from './deployments.plugin';
export { deploymentsMigrations } from './deployments.migrations';
