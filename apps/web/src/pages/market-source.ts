/** A module of its own so the router loads the page (and its chunk) only when it is visited. */
export { MarketSourcePage as Component } from '@bagel/hub-web';
