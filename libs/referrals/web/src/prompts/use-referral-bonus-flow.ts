import { useCallback, useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { updateRole, type SessionUser } from '@bagel/account-contract';
import { deleteReferralStash, getReferralStash, REFERRAL_TEXTS, validateReferralCode } from '@bagel/referrals-contract';
import { ApiError, type RetryOptions } from '@bagel/api-client';
import { useApiCall, useUserId, type ApiCall } from '@bagel/api-react';
import { useHoldWaitlistRedirect, useSession } from '@bagel/session';

/** What the post-login flow ends in: nothing to say, a pop-up to show, or a pop-up the user has closed. */
export type BonusOutcome =
  { kind: 'none' } | { kind: 'assigned' } | { kind: 'failed'; reason: string; waitlisted: SessionUser } | { kind: 'closed' };

/**
 * The flow's result lives in the query cache, which the app clears when the user signs out or another signs in: so the
 * flow runs once per sign-in, however often the shell mounts. It is a flow of four calls, not one route, hence its own key.
 */
const flowKey = (userId: string) => ['referrals', 'post-login-flow', userId];

/** The server would not take the code (unknown, the user's own, used up, too late): a refusal, not an outage. */
function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && ![401, 408, 429].includes(error.status);
}

/** A busy server may drop the role change (a 5xx, no connection): it is tried again before the flow gives up. */
const ROLE_CHANGE_RETRY: RetryOptions = { attempts: 4, delayMs: 500 };

/**
 * Spec §4: the code stashed at sign-up is redeemed (validateReferralCode pays the bonuses); success is 'Bonus
 * Assigned!', a refusal 'Bonus Assignment Failed' with the user's role set to waitlist; the stash is deleted either
 * way. An outage decides nothing: the stash stays for the next sign-in. The failure pop-up promises the waitlist, so
 * it comes only with the role change saved: one that cannot be saved now is an outage too.
 */
async function runFlow(call: ApiCall, userId: string): Promise<BonusOutcome> {
  const { referralCode } = await call(getReferralStash, { query: { userId } });
  if (!referralCode) return { kind: 'none' };

  let outcome: BonusOutcome;
  try {
    await call(validateReferralCode, { query: { referral_code: referralCode } });
    outcome = { kind: 'assigned' };
  } catch (error) {
    if (!isRefusal(error)) throw error;
    const { user } = await call(updateRole, { body: { userId, role: 'waitlist' }, retry: ROLE_CHANGE_RETRY });
    outcome = { kind: 'failed', reason: error.message || REFERRAL_TEXTS.validateFailed, waitlisted: user };
  }
  try {
    await call(deleteReferralStash, { query: { userId } });
  } catch (error) {
    // The code was used (or refused) already: a second attempt at the next sign-in answers the same.
    console.error('Referral flow: the stored code could not be deleted', error);
  }
  return outcome;
}

/** The post-login referral flow for the signed-in user, and `close` for the pop-up it ends in. */
export function useReferralBonusFlow() {
  const call = useApiCall();
  const queryClient = useQueryClient();
  const { user, setUser } = useSession();
  const userId = useUserId();
  const flow = useQuery({
    queryKey: flowKey(userId),
    queryFn: () => runFlow(call, userId),
    enabled: userId !== '',
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    retryOnMount: false,
    refetchOnMount: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  useEffect(() => {
    if (flow.error) console.error('Referral flow: the stored code could not be redeemed now', flow.error);
  }, [flow.error]);

  // Spec §4: no waitlist redirect "in the error state", so the failure pop-up is read first. The hold is taken
  // before the session learns the new role, in the same commit.
  useHoldWaitlistRedirect(flow.data?.kind === 'failed');
  const waitlisted = flow.data?.kind === 'failed' ? flow.data.waitlisted : null;
  useEffect(() => {
    if (waitlisted && user?.role !== waitlisted.role) setUser(waitlisted);
  }, [waitlisted, user?.role, setUser]);

  const close = useCallback(() => queryClient.setQueryData<BonusOutcome>(flowKey(userId), { kind: 'closed' }), [queryClient, userId]);
  return { outcome: flow.data, settled: flow.isSuccess || flow.isError, close };
}
