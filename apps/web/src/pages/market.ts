/** A module of its own so the router loads the page (and its chunk) only when it is visited. */
export { MarketPage as Component } from '@bagel/assets-web';
