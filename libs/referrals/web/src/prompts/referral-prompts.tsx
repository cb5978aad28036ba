import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { PATHS } from '@bagel/contract';
import { useSession } from '@bagel/session';
import { deferredModule } from '@bagel/ui';
import { SHARE_MODAL_DELAY_MS } from './share-modal-schedule';
import { useReferralBonusFlow } from './use-referral-bonus-flow';
import { useShareBagelModal } from './use-share-bagel-modal';

const modals = deferredModule(() => import('./referral-modals'));

/** Fetches the pop-ups' module; a failure is only logged (spec §8): the pop-up does not come, nothing else is lost. */
const loadModals = () =>
  modals.load().then(
    () => true,
    (error: unknown) => {
      console.error('Referral pop-ups: could not load', error);
      return false;
    },
  );

export interface ReferralPromptsProps {
  /** Spec §9's 2 s; stories and tests may shorten it. */
  shareDelayMs?: number;
}

/**
 * The referral pop-ups of the signed-in shell (spec §4), one at a time: first the post-login flow's 'Bonus Assigned!'
 * or 'Bonus Assignment Failed'; only when that flow had nothing to say, the 'Share Bagel' pop-up. It is not offered on
 * /invite itself, nor to an account on the waitlist. Their module (`referral-modals.ts`) is fetched once one is due:
 * 'Share Bagel' waits for it as well as for its delay, so it opens whole.
 */
export function ReferralPrompts({ shareDelayMs = SHARE_MODAL_DELAY_MS }: ReferralPromptsProps) {
  const { user } = useSession();
  const { pathname } = useLocation();
  const flow = useReferralBonusFlow();
  const outcome = flow.outcome;
  const share = useShareBagelModal({
    enabled: flow.settled && (outcome === undefined || outcome.kind === 'none') && user?.role !== 'waitlist' && pathname !== PATHS.invite,
    delayMs: shareDelayMs,
    prepare: loadModals,
  });
  const hasEmail = (user?.email.trim() ?? '') !== '';
  const bonusDue = outcome?.kind === 'assigned' || outcome?.kind === 'failed';
  useEffect(() => {
    if (bonusDue) void loadModals();
  }, [bonusDue]);

  const loaded = modals.useLoaded();
  if (!loaded) return null;
  const { BonusAssignedModal, BonusFailedModal, ShareBagelModal } = loaded;

  return (
    <>
      {outcome?.kind === 'assigned' && <BonusAssignedModal opened onClose={flow.close} />}
      {outcome?.kind === 'failed' && (
        <BonusFailedModal opened reason={outcome.reason} ready={user?.role === 'waitlist'} onClose={flow.close} />
      )}
      <ShareBagelModal
        opened={share.opened}
        onClose={share.close}
        onDismiss={hasEmail ? share.dismiss : undefined}
        dismissing={share.dismissing}
      />
    </>
  );
}
