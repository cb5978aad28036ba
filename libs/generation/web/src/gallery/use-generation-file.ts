import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getGenerationFile, type Generation } from '@bagel/generation-contract';
import { ApiError, openResponse } from '@bagel/api-client';
import { routeQueryKey, usePlatformEndpoint } from '@bagel/api-react';

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
      // Read at call time, as the session's calls do, so a test's or story's fetch is the one used. A failure reads as the
      // session's calls read theirs (not the browser's own 'Failed to fetch', which tells a user nothing).
      const response = await openResponse(endpoint.url, { headers: endpoint.headers, signal }, globalThis.fetch);
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
