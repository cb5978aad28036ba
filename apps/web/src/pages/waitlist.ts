/** A module of its own so the router loads the page (and its chunk) only when it is visited. */
export { WaitlistPage as Component } from '@bagel/account-web';
