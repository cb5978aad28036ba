import { useCallback, useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getUserPreferences, setUserPreference } from '@bagel/account-contract';
import type { RouteBodyInput } from '@bagel/contract';
import { routeQuery, routeQueryKey, useApiCall, type ApiCall, useUserId } from '@bagel/api-react';
import { readShareModalMemory, rememberShareModal } from './share-modal-memory';
import { isShareModalDue, SHARE_MODAL_INTERVAL_MS } from './share-modal-schedule';

type PreferenceUpdate = RouteBodyInput<typeof setUserPreference>;

export interface ShareBagelModalOptions {
  /** Whether the pop-up may be scheduled now (no other pop-up open, a page it belongs on). */
  enabled: boolean;
  delayMs: number;
  /** What must be in before it opens (its module), started as soon as it is due; false keeps it closed. */
  prepare: () => Promise<boolean>;
}

const savePreference = (call: ApiCall, body: PreferenceUpdate) => call(setUserPreference, { body });

/**
 * Spec §4's referral modal: once the user's preferences have loaded, it opens `delayMs` after load when it is due
 * (not dismissed, not postponed in this tab, not shown in the last 24 h), or later if `prepare` takes longer, and
 * records when it was shown. Close
 * postpones it for a day in this tab; 'Don't show this again' saves the dismissal, or keeps it in this tab when saving
 * fails. Preferences that cannot be loaded keep it away (spec §8: only logged).
 */
export function useShareBagelModal({ enabled, delayMs, prepare }: ShareBagelModalOptions) {
  const call = useApiCall();
  const queryClient = useQueryClient();
  const userId = useUserId();
  const preferencesKey = routeQueryKey(getUserPreferences);
  const preferences = useQuery({ ...routeQuery(call, getUserPreferences, {}), enabled: userId !== '' });
  const [phase, setPhase] = useState<'deciding' | 'open' | 'done'>('deciding');
  const loaded = preferences.data;

  useEffect(() => {
    if (preferences.error) console.error('Share Bagel pop-up: could not load the preferences', preferences.error);
  }, [preferences.error]);

  useEffect(() => {
    if (!enabled || phase !== 'deciding' || loaded === undefined || userId === '') return;
    if (!isShareModalDue(loaded, readShareModalMemory(userId), Date.now())) {
      setPhase('done');
      return;
    }
    const prepared = prepare();
    let cancelled = false;
    const open = (ready: boolean) => {
      if (cancelled) return;
      if (!ready) {
        setPhase('done');
        return;
      }
      setPhase('open');
      const shownAt = Date.now();
      savePreference(call, { preference_key: 'referral_modal_last_shown', value: new Date(shownAt).toISOString() }).then(
        (saved) => queryClient.setQueryData(routeQueryKey(getUserPreferences), saved),
        (error: unknown) => {
          // Not shown again in this tab for a day at least, even though the server did not take the time.
          rememberShareModal(userId, { postponedUntil: shownAt + SHARE_MODAL_INTERVAL_MS });
          console.error('Share Bagel pop-up: could not record when it was shown', error);
        },
      );
    };
    const timer = setTimeout(() => void prepared.then(open), delayMs);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [enabled, phase, loaded, userId, delayMs, prepare, call, queryClient]);

  const close = useCallback(() => {
    rememberShareModal(userId, { postponedUntil: Date.now() + SHARE_MODAL_INTERVAL_MS });
    setPhase('done');
  }, [userId]);

  const dismissal = useMutation({
    mutationFn: () => savePreference(call, { preference_key: 'referral_modal_dismissed', value: true }),
    onSuccess: (saved) => queryClient.setQueryData(preferencesKey, saved),
    onError: (error) => {
      rememberShareModal(userId, { dismissed: true });
      console.error('Share Bagel pop-up: could not save "Don\'t show this again"; kept for this tab', error);
    },
    onSettled: () => setPhase('done'),
  });

  return { opened: phase === 'open', close, dismiss: () => dismissal.mutate(), dismissing: dismissal.isPending };
}
