/** A module of its own so the router loads the page (and its chunk) only when it is visited. */
export { InvitePage as Component } from '@bagel/referrals-web';
