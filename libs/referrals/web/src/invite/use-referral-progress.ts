import { useQuery } from '@tanstack/react-query';
import { generateReferralCode } from '@bagel/referrals-contract';
import { routeQuery, useApiCall } from '@bagel/api-react';

/** The caller's code (made on the first visit, the same ever after) and how many friends have joined with it. */
export function useReferralProgress() {
  const call = useApiCall();
  return useQuery(routeQuery(call, generateReferralCode, {}));
}
