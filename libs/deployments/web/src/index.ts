export { DeploymentsPage } from './deployments-page';
