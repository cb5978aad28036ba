import { useInfiniteQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { RouteResponse } from '@bagel/contract';
import { listGenerations, type GenerationKind } from '@bagel/generation-contract';
import { routeQueryKey, useApiCall, useUserId } from '@bagel/api-react';
import { invalidateWallet } from '@bagel/wallet-data-access';

/** How often a gallery with an output still being made asks how it went. */
export const GALLERY_POLL_MS = 2000;

type GalleryPage = RouteResponse<typeof listGenerations>;

/** The cache key of a user's gallery of one kind, as pages (under the list route's own key, so it invalidates with it). */
export function galleryKey(userId: string, kind: GenerationKind) {
  return [...routeQueryKey(listGenerations, { params: { userId }, query: { kind } }), 'pages'];
}

const hasPending = (data: InfiniteData<GalleryPage> | undefined) =>
  data?.pages.some((page) => page.generations.some((output) => output.status === 'pending')) ?? false;

/**
 * The user's outputs of a kind, newest first, a page at a time (the server's `before` cursor), asked again every 2 s
 * while one is pending. An output seen going from pending to failed was refunded: the balance and history are read again.
 */
export function useGallery(kind: GenerationKind) {
  const call = useApiCall();
  const queryClient = useQueryClient();
  const userId = useUserId();
  const key = galleryKey(userId, kind);

  const gallery = useInfiniteQuery({
    queryKey: key,
    queryFn: async ({ pageParam, signal }) => {
      const before = queryClient.getQueryData<InfiniteData<GalleryPage>>(key);
      const wasPending = new Set(
        before?.pages.flatMap((page) =>
          page.generations.filter((output) => output.status === 'pending').map((output) => output.generation_id),
        ),
      );
      const page = await call(listGenerations, { params: { userId }, query: { kind, before: pageParam }, signal });
      if (page.generations.some((output) => output.status === 'failed' && wasPending.has(output.generation_id))) {
        void invalidateWallet(queryClient, userId);
      }
      return page;
    },
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => (last.has_more ? last.generations.at(-1)?.created_at : undefined),
    enabled: userId !== '',
    refetchInterval: (query) => (hasPending(query.state.data) ? GALLERY_POLL_MS : false),
  });

  return { ...gallery, outputs: gallery.data?.pages.flatMap((page) => page.generations) ?? [] };
}
