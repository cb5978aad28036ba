import { useEffect } from 'react';
import { skipToken, useQuery } from '@tanstack/react-query';
import { getDocumentation } from '@bagel/contract';
import { useApiCall, useSession } from '@bagel/session';

export const documentationQueryKey = ['documentation'] as const;

/**
 * Where the API reference lives, for the Documentation links; undefined until known. Spec §8: a failure is
 * only logged (once, after any retries), and the links simply stay hidden.
 */
export function useDocumentationUrl(): string | undefined {
  const { apiKey } = useSession();
  const call = useApiCall();
  const { data, error } = useQuery({
    queryKey: documentationQueryKey,
    queryFn: apiKey ? ({ signal }) => call(getDocumentation, { signal }) : skipToken,
    // The address does not change while the app is open.
    staleTime: Infinity,
  });

  useEffect(() => {
    if (error) console.error('Documentation link: could not load the documentation URL', error);
  }, [error]);

  return data?.documentation_url;
}
