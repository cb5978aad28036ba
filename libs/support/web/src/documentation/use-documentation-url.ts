import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getDocumentation } from '@bagel/support-contract';
import { routeQuery, useApiCall } from '@bagel/api-react';
import { useSession } from '@bagel/session';

/**
 * Where the API reference lives, for the Documentation links; undefined until known. Spec §8: a failure is
 * only logged (once, after any retries), and the links simply stay hidden.
 */
export function useDocumentationUrl(): string | undefined {
  const { apiKey } = useSession();
  const call = useApiCall();
  const { data, error } = useQuery({
    ...routeQuery(call, getDocumentation, {}),
    enabled: apiKey !== null,
    // The address does not change while the app is open.
    staleTime: Infinity,
  });

  useEffect(() => {
    if (error) console.error('Documentation link: could not load the documentation URL', error);
  }, [error]);

  return data?.documentation_url;
}
