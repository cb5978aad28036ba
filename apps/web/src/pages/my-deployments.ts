/** A module of its own so the router loads the page (and its chunk) only when it is visited. */
export { DeploymentsPage as Component } from '@bagel/deployments-web';
