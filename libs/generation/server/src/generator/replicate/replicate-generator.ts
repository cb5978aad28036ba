import { setTimeout as sleep } from 'node:timers/promises';
import { GenerationFailed, type GeneratedFile, type GeneratorInput, type Generator } from '../generator';
import { downloadOutput, outputUrl } from './replicate-output';
import { replicateCall, TERMINAL_STATUSES, type Prediction } from './replicate-http';

export const REPLICATE = 'Replicate';
export const REPLICATE_API_URL = 'https://api.replicate.com/v1';
/** FLUX.1 [schnell]: an official model, fast (4 steps) and cheap per image. */
export const REPLICATE_IMAGE_MODEL = 'black-forest-labs/flux-schnell';
/** Seedance 1 Lite: an official text-to-video model taking a duration of 2 to 12 seconds. */
export const REPLICATE_VIDEO_MODEL = 'bytedance/seedance-1-lite';

export interface ReplicateGeneratorOptions {
  apiToken: string;
  /** Default {@link REPLICATE_API_URL}. */
  apiUrl?: string;
  /** `owner/name` of an official model taking FLUX's inputs (prompt, aspect_ratio, megapixels, output_format). */
  imageModel?: string;
  /** `owner/name` of an official model taking Seedance's inputs (prompt, duration, resolution, aspect_ratio). */
  videoModel?: string;
  fetch?: typeof globalThis.fetch;
  /** Between two looks at a prediction still running (default 1 s). */
  pollIntervalMs?: number;
  /** How long the create call asks Replicate to hold the answer for the output (`Prefer: wait=N`, 1 to 60; default 60). */
  waitSeconds?: number;
}

/** Seedance makes 480p square clips here: the gallery's tiles are square and 480p costs least. */
const VIDEO_RESOLUTION = '480p';
const VIDEO_SIDE = 480;

const greatestCommonDivisor = (a: number, b: number): number => (b === 0 ? a : greatestCommonDivisor(b, a % b));

/** The model's input for a request: FLUX takes an aspect ratio and a size class rather than pixels. */
function inputFor(request: GeneratorInput): Record<string, unknown> {
  if (request.kind === 'video') {
    return { prompt: request.prompt, duration: request.seconds, resolution: VIDEO_RESOLUTION, aspect_ratio: '1:1' };
  }
  const divisor = greatestCommonDivisor(request.width, request.height);
  return {
    prompt: request.prompt,
    aspect_ratio: `${request.width / divisor}:${request.height / divisor}`,
    // FLUX offers about a quarter or one megapixel; 512×512 is the quarter.
    megapixels: request.width * request.height <= 512 * 512 ? '0.25' : '1',
    num_outputs: 1,
    output_format: 'png',
  };
}

/**
 * Replicate's HTTP API: creates a prediction on the kind's official model (`POST /models/{owner}/{name}/predictions`,
 * asking it to wait for the output), follows it (`GET /predictions/{id}`) until it succeeds, fails, is canceled or is
 * aborted (never started), and streams the output file. A stopped job cancels its prediction, so nothing runs (and bills) for nobody.
 */
export function createReplicateGenerator(options: ReplicateGeneratorOptions): Generator {
  const fetch = options.fetch ?? globalThis.fetch;
  const call = replicateCall({ apiUrl: options.apiUrl ?? REPLICATE_API_URL, apiToken: options.apiToken, fetch });
  const pollIntervalMs = options.pollIntervalMs ?? 1000;
  const waitSeconds = options.waitSeconds ?? 60;
  const models = { image: options.imageModel ?? REPLICATE_IMAGE_MODEL, video: options.videoModel ?? REPLICATE_VIDEO_MODEL };

  async function follow(prediction: Prediction, signal: AbortSignal): Promise<Prediction> {
    let current = prediction;
    try {
      while (!TERMINAL_STATUSES.has(current.status)) {
        await sleep(pollIntervalMs, undefined, { signal });
        current = await call('GET', `/predictions/${encodeURIComponent(current.id)}`, { signal });
      }
      return current;
    } catch (error) {
      if (!signal.aborted) throw error;
      // Best effort: the job is handed on either way, and a later attempt starts a new prediction.
      await call('POST', `/predictions/${encodeURIComponent(current.id)}/cancel`, { signal: new AbortController().signal }).catch(
        () => undefined,
      );
      throw signal.reason;
    }
  }

  return {
    label: REPLICATE,
    videoSize: `${VIDEO_SIDE}x${VIDEO_SIDE}`,
    async generate(request: GeneratorInput, signal: AbortSignal): Promise<GeneratedFile> {
      const model = models[request.kind];
      const created = await call('POST', `/models/${model.split('/').map(encodeURIComponent).join('/')}/predictions`, {
        body: { input: inputFor(request) },
        headers: { prefer: `wait=${waitSeconds}` },
        signal,
        timeoutMs: (waitSeconds + 30) * 1000,
      });
      const finished = await follow(created, signal);
      if (finished.status === 'failed') {
        const said = typeof finished.error === 'string' && finished.error.trim() ? finished.error.trim() : 'no reason given';
        throw new GenerationFailed(`Replicate could not make it: ${said}`, false);
      }
      if (finished.status === 'canceled') throw new GenerationFailed('The generation was canceled at Replicate', false);
      // No worker took it before its deadline. Not retried by the job: the user gets the refund and the choice now,
      // rather than after more attempts that wait as long for the same busy model.
      if (finished.status === 'aborted') {
        throw new GenerationFailed('Replicate could not start it in time (no machine was free); try again later', false);
      }
      return downloadOutput(outputUrl(finished.output), fetch, signal);
    },
  };
}
