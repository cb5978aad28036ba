import { useEffect } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RouteResponse } from '@bagel/contract';
import { getSocialAuthStatus, getSocialPostStatus, postReferralToSocial, SOCIAL_AUTH_REQUIRED } from '@bagel/referrals-contract';
import { routeQuery, routeQueryKey, useApiCall, useUserId } from '@bagel/api-react';

/** How often a pending post is asked about until it completes or fails. */
export const SOCIAL_POST_POLL_MS = 2000;
/** A post waiting out one of X's limits (up to a day) is asked about less often. */
export const DELAYED_POST_POLL_MS = 60_000;

type PostStatus = RouteResponse<typeof getSocialPostStatus>;

/**
 * Posting the invitation on X (spec §4's social post: pending, then completed; on failure the user must authorise the
 * account): whether the account is authorised, the latest post of the code (asked again while pending), and Post, which
 * sends a fresh Idempotency-Key per click so a double click is one post and a second click a second post.
 */
export function useSocialPosting(referralCode: string) {
  const call = useApiCall();
  const queryClient = useQueryClient();
  const userId = useUserId();
  const statusInput = { query: { referral_code: referralCode } };
  const statusKey = routeQueryKey(getSocialPostStatus, statusInput);

  const auth = useQuery(routeQuery(call, getSocialAuthStatus, {}));
  const latest = useQuery({
    ...routeQuery(call, getSocialPostStatus, statusInput),
    refetchInterval: (query) => {
      const latestPost = query.state.data?.post;
      if (latestPost?.status !== 'pending') return false;
      return latestPost.delay ? DELAYED_POST_POLL_MS : SOCIAL_POST_POLL_MS;
    },
  });
  const post = latest.data?.post ?? null;
  const authRequired = post?.status === 'failed' && post.error === SOCIAL_AUTH_REQUIRED;

  // X refused the token and the server forgot it: the authorisation status (and its link) changed with that post.
  const failedPostId = authRequired ? post.post_id : null;
  useEffect(() => {
    if (failedPostId) void queryClient.invalidateQueries({ queryKey: routeQueryKey(getSocialAuthStatus) });
  }, [failedPostId, queryClient]);

  const posting = useMutation({
    mutationFn: (message: string) =>
      call(postReferralToSocial, {
        body: { message, referral_code: referralCode, user_id: userId },
        idempotencyKey: crypto.randomUUID(),
      }),
    onSuccess: (created) => queryClient.setQueryData<PostStatus>(statusKey, { status: created.status, post: created }),
    // A refusal may mean the account is no longer authorised.
    onError: () => queryClient.invalidateQueries({ queryKey: routeQueryKey(getSocialAuthStatus) }),
  });

  return { auth, latest, post, authRequired, posting };
}
