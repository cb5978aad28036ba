import * as v from 'valibot';
import { defineRoute, IsoDateTime, UserId } from '@bagel/contract';

export const GENERATION_KINDS = ['image', 'video'] as const;
export type GenerationKind = (typeof GENERATION_KINDS)[number];

/** Bagels per output, charged when it is asked for and refunded when it fails (categories image_generation, video_generation). */
export const GENERATION_PRICES: Record<GenerationKind, number> = { image: 2, video: 10 };

/** Square-ish sizes a model makes well; anything else is refused rather than stretched. */
export const IMAGE_SIZES = ['512x512', '768x768', '1024x1024', '1024x768', '768x1024'] as const;
export const VIDEO_SECONDS = [2, 4, 6] as const;

export const GENERATION_LIMITS = { promptChars: 1000, galleryPage: 24 } as const;

export const GENERATION_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type GenerationStatus = (typeof GENERATION_STATUSES)[number];

const Prompt = v.pipe(
  v.string('Prompt is required'),
  v.trim(),
  v.nonEmpty('Prompt is required'),
  v.maxLength(GENERATION_LIMITS.promptChars, `Prompt must be at most ${GENERATION_LIMITS.promptChars} characters`),
);

/** One output in the user's gallery. */
export const Generation = v.object({
  generation_id: v.string(),
  user_id: v.string(),
  kind: v.picklist(GENERATION_KINDS),
  prompt: v.string(),
  /** `WIDTHxHEIGHT`. */
  size: v.string(),
  /** Video only. */
  seconds: v.nullable(v.number()),
  status: v.picklist(GENERATION_STATUSES),
  /** Why it failed (its charge is refunded). */
  error: v.nullable(v.string()),
  /** Who made it: 'Local generator' or the provider's name. */
  provider: v.string(),
  /** Bagels charged (0 once refunded). */
  cost: v.number(),
  /** MIME type of the file once it succeeded: image/png or image/gif from the local generator; a provider's own (image/png, video/mp4). */
  content_type: v.nullable(v.string()),
  created_at: IsoDateTime,
  finished_at: v.nullable(IsoDateTime),
});
export type Generation = v.InferOutput<typeof Generation>;

const FILE_EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/jpeg': 'jpg',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
};

/** The name an output's file is served and saved under: its kind and id, with the extension of its type. */
export const generationFileName = (output: Pick<Generation, 'kind' | 'generation_id' | 'content_type'>): string =>
  `${output.kind}-${output.generation_id}.${FILE_EXTENSIONS[output.content_type ?? ''] ?? 'bin'}`;

export const GenerationRequest = v.variant(
  'kind',
  [
    v.object({
      kind: v.literal('image'),
      user_id: UserId,
      prompt: Prompt,
      size: v.optional(v.picklist(IMAGE_SIZES, `size must be one of ${IMAGE_SIZES.join(', ')}`), '1024x1024'),
    }),
    v.object({
      kind: v.literal('video'),
      user_id: UserId,
      prompt: Prompt,
      seconds: v.optional(v.picklist(VIDEO_SECONDS, `seconds must be one of ${VIDEO_SECONDS.join(', ')}`), 4),
    }),
  ],
  'kind must be image or video',
);
export type GenerationRequest = v.InferOutput<typeof GenerationRequest>;

export const createGeneration = defineRoute({
  method: 'POST',
  path: '/api/v1/generation',
  summary: 'Generates an image or a short video from a prompt, charged per output; it lands in the gallery',
  tag: 'generation',
  access: 'user',
  owner: { in: 'body', field: 'user_id' },
  body: GenerationRequest,
  idempotent: true,
  waitlist: 'refused',
  errors: [422],
  response: Generation,
});

export const listGenerations = defineRoute({
  method: 'GET',
  path: '/api/v1/generation/user/{userId}',
  summary: "The user's gallery, newest first",
  tag: 'generation',
  access: 'user-or-service',
  owner: { in: 'params', field: 'userId' },
  params: v.object({ userId: UserId }),
  query: v.object({
    kind: v.optional(v.picklist(GENERATION_KINDS, 'kind must be image or video')),
    before: v.optional(IsoDateTime),
  }),
  response: v.object({ generations: v.array(Generation), has_more: v.boolean() }),
});

const GenerationParams = v.object({ generationId: v.pipe(v.string(), v.uuid('Generation id must be a UUID')) });

export const getGeneration = defineRoute({
  method: 'GET',
  path: '/api/v1/generation/{generationId}',
  summary: 'One output of the caller',
  tag: 'generation',
  access: 'user',
  params: GenerationParams,
  errors: [404],
  response: Generation,
});

/** The output's bytes, typed by its `content_type`; the answer is the file, not JSON. 409 while pending or once failed. */
export const getGenerationFile = defineRoute({
  method: 'GET',
  path: '/api/v1/generation/{generationId}/file',
  summary: "An output's file",
  tag: 'generation',
  access: 'user',
  params: GenerationParams,
  errors: [404, 409],
  response: v.unknown(),
});

export const deleteGeneration = defineRoute({
  method: 'DELETE',
  path: '/api/v1/generation/{generationId}',
  summary: 'Removes an output from the gallery (its charge stays)',
  tag: 'generation',
  access: 'user',
  params: GenerationParams,
  errors: [404],
  response: v.object({ deleted: v.boolean() }),
});
