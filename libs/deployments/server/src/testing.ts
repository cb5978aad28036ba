export { startDeploymentsTestApp, TEST_PUBLIC_API_URL, type DeploymentsTestAppOptions } from './deployments-test-app';
export { deploymentsOf, eventually } from './testing/deployment-calls';
