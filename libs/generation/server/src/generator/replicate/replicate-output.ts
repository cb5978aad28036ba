import { Readable } from 'node:stream';
import { GenerationFailed, type GeneratedFile } from '../generator';

/** What a file is by its name, for a file host that does not say (or says only application/octet-stream). */
const TYPES_BY_EXTENSION: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  mp4: 'video/mp4',
  webm: 'video/webm',
};

const typeByName = (url: URL) => TYPES_BY_EXTENSION[/\.(\w+)$/.exec(url.pathname)?.[1]?.toLowerCase() ?? ''];

/** The one file a prediction made: its output is a URL, or a list of them (the first is taken). */
export function outputUrl(output: unknown): URL {
  const first: unknown = Array.isArray(output) ? output[0] : output;
  if (typeof first !== 'string' || !URL.canParse(first)) throw new GenerationFailed('Replicate finished without an output file', false);
  const url = new URL(first);
  if (!['http:', 'https:', 'data:'].includes(url.protocol))
    throw new GenerationFailed(`Replicate gave an output at ${url.protocol}`, false);
  return url;
}

/**
 * Fetches a prediction's output file as a stream. The API token is not sent: output files are served from Replicate's
 * file host (replicate.delivery), which needs none, and the token must not travel to another host. A `data:` URL (a
 * model's inline output) is decoded.
 */
export async function downloadOutput(url: URL, fetch: typeof globalThis.fetch, signal: AbortSignal): Promise<GeneratedFile> {
  if (url.protocol === 'data:') {
    const [, type = '', encoded = ''] = /^data:([^;,]*)(?:;[^,]*)?,(.*)$/s.exec(url.href) ?? [];
    const body = url.href.slice(0, url.href.indexOf(',')).endsWith(';base64')
      ? Buffer.from(encoded, 'base64')
      : Buffer.from(decodeURIComponent(encoded));
    return { body, contentType: type || 'application/octet-stream' };
  }
  let response: Response;
  try {
    response = await fetch(url, { signal });
  } catch (error) {
    signal.throwIfAborted();
    throw new GenerationFailed(`The output file could not be fetched from ${url.origin}`, true, { cause: error });
  }
  if (!response.ok || !response.body) {
    await response.body?.cancel();
    throw new GenerationFailed(
      `The output file could not be fetched (HTTP ${response.status})`,
      response.status === 429 || response.status >= 500,
    );
  }
  const said = response.headers.get('content-type')?.split(';')[0]?.trim();
  const contentType = said && said !== 'application/octet-stream' ? said : (typeByName(url) ?? 'application/octet-stream');
  return { body: Readable.fromWeb(response.body as Parameters<typeof Readable.fromWeb>[0]), contentType };
}
