import { getUserData } from '@bagel/wallet-contract';
import {
  createGeneration,
  deleteGeneration,
  getGenerationFile,
  listGenerations,
  type Generation,
  type GenerationKind,
} from '@bagel/generation-contract';
import { TEST_USER } from '@bagel/session/testing';
import {
  type AppStoryParameters,
  fakeFetch,
  type FakeHandler,
  type FakeReply,
  fakeRoute,
  type RouteFake,
  type RouteRequest,
} from '@bagel/web-testing';
import { SAMPLE_GIF_BASE64, SAMPLE_PNG_BASE64, sampleBytes } from './sample-files';

export const GALLERY_PATH = `/api/v1/generation/user/${TEST_USER.id}`;
const MADE = '2025-03-04T15:00:00.000Z';

/** An output as the server answers for it: alice's image, made on the local generator. */
export const generation = (overrides: Partial<Generation> = {}): Generation => ({
  generation_id: '6f1d2c3b-4a59-4e6d-8c7b-1a2b3c4d5e6f',
  user_id: TEST_USER.id,
  kind: 'image',
  prompt: 'A sesame bagel on a blue plate',
  size: '1024x1024',
  seconds: null,
  status: 'succeeded',
  error: null,
  provider: 'Local generator',
  cost: 2,
  content_type: 'image/png',
  created_at: MADE,
  finished_at: '2025-03-04T15:00:02.000Z',
  ...overrides,
});

export const pendingImage = (overrides: Partial<Generation> = {}) =>
  generation({
    generation_id: '0a1b2c3d-0000-4000-8000-000000000001',
    prompt: 'A bagel shop at night, neon sign',
    status: 'pending',
    content_type: null,
    finished_at: null,
    ...overrides,
  });

export const failedImage = (overrides: Partial<Generation> = {}) =>
  generation({
    generation_id: '0a1b2c3d-0000-4000-8000-000000000002',
    prompt: 'A bagel astronaut',
    status: 'failed',
    error: 'Replicate could not make it: NSFW content detected. Try a different prompt.',
    provider: 'Replicate',
    cost: 0,
    content_type: null,
    ...overrides,
  });

export const succeededVideo = (overrides: Partial<Generation> = {}) =>
  generation({
    generation_id: '0a1b2c3d-0000-4000-8000-000000000003',
    kind: 'video',
    prompt: 'A bagel rolling down a hill',
    size: '256x256',
    seconds: 4,
    cost: 10,
    content_type: 'image/gif',
    ...overrides,
  });

/**
 * A story's `beforeEach`: output files are fetched with the global fetch (the session's own fetch is not handed out),
 * so the story's fake API is installed there as well, and the real one put back after.
 */
export function installStoryFetch({ parameters }: { parameters: AppStoryParameters }): () => void {
  const original = globalThis.fetch;
  globalThis.fetch = parameters.fetch ?? original;
  return () => {
    globalThis.fetch = original;
  };
}

/** A gallery page as the server answers it. */
export const page = (generations: Generation[], hasMore = false): FakeReply<typeof listGenerations> => ({
  body: { generations, has_more: hasMore },
});

/** The file an output's route sends: the sample PNG or GIF, typed as the output says. */
export function sampleFile(request: RouteRequest<typeof getGenerationFile>, outputs: readonly Generation[]): Response {
  const output = outputs.find((candidate) => candidate.generation_id === request.params.generationId);
  const gif = output?.content_type === 'image/gif';
  return new Response(sampleBytes(gif ? SAMPLE_GIF_BASE64 : SAMPLE_PNG_BASE64), {
    headers: { 'content-type': gif ? 'image/gif' : 'image/png' },
  });
}

/** What the gallery shows per kind when a test gives one list: that list's outputs of the kind asked for. */
const ofKind =
  (outputs: readonly Generation[]): FakeHandler<typeof listGenerations> =>
  (request) => {
    const kind = request.query.get('kind') as GenerationKind | null;
    return page(outputs.filter((output) => kind === null || output.kind === kind));
  };

/**
 * A fake API for the page: the gallery (`outputs` by kind, or whatever `gallery` answers), their files, creating
 * (answering a pending output), deleting, and alice's balance.
 */
export function generationFetch(outputs: readonly Generation[] = [generation()], handlers: RouteFake[] = []): ReturnType<typeof fakeFetch> {
  return fakeFetch([
    fakeRoute(listGenerations, ofKind(outputs)),
    fakeRoute(getGenerationFile, (request) => sampleFile(request, outputs)),
    fakeRoute(createGeneration, (request) => {
      const { body } = request;
      return {
        body: pendingImage({
          kind: body.kind,
          prompt: body.prompt,
          size: (body.kind === 'image' && body.size) || '256x256',
          seconds: (body.kind === 'video' && body.seconds) || null,
          cost: body.kind === 'video' ? 10 : 2,
        }),
      };
    }),
    fakeRoute(deleteGeneration, () => ({ body: { deleted: true } })),
    fakeRoute(getUserData, () => ({ body: { id: TEST_USER.id, username: TEST_USER.username, balance: 903.5 } })),
    ...handlers,
  ]);
}
