/**
 * The referral pop-ups themselves, a module of their own: Mantine's Modal brings its focus trap, scroll lock and
 * ScrollArea (with floating-ui), about 30 kB gzip that no page needs to show. `ReferralPrompts` fetches it when a
 * pop-up is due, not with every signed-in page.
 */
export { BonusAssignedModal } from './bonus-assigned-modal';
export { BonusFailedModal } from './bonus-failed-modal';
export { ShareBagelModal } from './share-bagel-modal';
