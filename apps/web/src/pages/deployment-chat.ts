/** A module of its own so the router loads the playground (and its chunk) only when it is visited. */
export { DeploymentChatPage as Component } from '@bagel/deployments-web';
