import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getGenerationFile, type Generation } from '@bagel/contract';
import { ApiError, NETWORK_ERROR_DETAIL } from '@bagel/api-client';
import { routeQueryKey, usePlatformEndpoint } from '@bagel/session';

/** The error text of a failed file call: the server's envelope when it sent one. */
async function failureOf(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as { error?: unknown; detail?: unknown } | null;
  const detail = typeof body?.detail === 'string' ? body.detail : `The file could not be loaded (HTTP ${response.status}).`;
  return new ApiError({ status: response.status, error: typeof body?.error === 'string' ? body.error : 'http_error', detail });
}

/**
 * A finished output's bytes. The file route is answered by api with the in-memory key, which an `<img src>` cannot send
 * (it is not a cookie), so the bytes are fetched with it and kept in the cache: an output's file never changes.
 */
export function useGenerationFile(output: Generation) {
  const endpoint = usePlatformEndpoint(getGenerationFile.path, { generationId: output.generation_id });
  return useQuery({
    queryKey: routeQueryKey(getGenerationFile, { params: { generationId: output.generation_id } }),
    queryFn: async ({ signal }): Promise<Blob> => {
      if (!endpoint) throw new ApiError({ status: 401, error: 'signed_out', detail: 'Please sign in to continue.' });
      // Read at call time, as the session's calls do, so a test's or story's fetch is the one used.
      const response = await globalThis.fetch(endpoint.url, { headers: endpoint.headers, signal }).catch((error: unknown) => {
        // The browser's own words ('Failed to fetch') tell a user nothing; the session's calls say this instead.
        if (signal.aborted) throw error;
        throw new ApiError({ status: 0, error: 'network_error', detail: NETWORK_ERROR_DETAIL, cause: error });
      });
      if (!response.ok) throw await failureOf(response);
      return response.blob();
    },
    enabled: output.status === 'succeeded' && endpoint !== null,
    staleTime: Infinity,
  });
}

/** A URL the page can show a blob at, revoked when the blob changes or the component goes. */
export function useObjectUrl(blob: Blob | undefined): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!blob) return undefined;
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => {
      URL.revokeObjectURL(created);
      setUrl(undefined);
    };
  }, [blob]);
  return url;
}
