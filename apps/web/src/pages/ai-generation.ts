/** A module of its own so the router loads the page (and its chunk) only when it is visited. */
export { GenerationPage as Component } from '@bagel/generation-web';
