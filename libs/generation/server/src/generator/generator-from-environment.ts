import type { Generator } from './generator';
import { createLocalGenerator } from './local/local-generator';
import { createReplicateGenerator, REPLICATE_API_URL, REPLICATE_IMAGE_MODEL, REPLICATE_VIDEO_MODEL } from './replicate/replicate-generator';

function apiUrl(raw: string | undefined): string {
  const value = raw?.trim();
  if (!value) return REPLICATE_API_URL;
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (url?.protocol !== 'http:' && url?.protocol !== 'https:') {
    throw new Error(`REPLICATE_API_URL must be an http(s) URL such as ${REPLICATE_API_URL}, not '${value}'`);
  }
  return value;
}

function model(name: string, raw: string | undefined, fallback: string): string {
  const value = raw?.trim();
  if (!value) return fallback;
  if (!/^[\w.-]+\/[\w.-]+$/.test(value))
    throw new Error(`${name} must name an official model as owner/name, such as ${fallback}, not '${value}'`);
  return value;
}

/**
 * Who makes images and videos: Replicate's HTTP API when `REPLICATE_API_TOKEN` is set (at `REPLICATE_API_URL`, on
 * `REPLICATE_IMAGE_MODEL` and `REPLICATE_VIDEO_MODEL`), else the local deterministic generator. A malformed value stops
 * the api at start rather than at the first generation.
 */
export function generatorFromEnvironment(env: Record<string, string | undefined>, options: { fetch?: typeof fetch } = {}): Generator {
  const apiToken = env['REPLICATE_API_TOKEN']?.trim();
  if (!apiToken) return createLocalGenerator();
  return createReplicateGenerator({
    apiToken,
    apiUrl: apiUrl(env['REPLICATE_API_URL']),
    imageModel: model('REPLICATE_IMAGE_MODEL', env['REPLICATE_IMAGE_MODEL'], REPLICATE_IMAGE_MODEL),
    videoModel: model('REPLICATE_VIDEO_MODEL', env['REPLICATE_VIDEO_MODEL'], REPLICATE_VIDEO_MODEL),
    fetch: options.fetch,
  });
}
