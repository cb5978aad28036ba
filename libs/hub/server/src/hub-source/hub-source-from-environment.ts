import { createCatalogueHubSource } from './catalogue-hub-source';
import type { HubSource } from './hub-source';
import { createHuggingFaceHubSource } from './hugging-face-hub-source';

/**
 * The hub the api uses: the Hugging Face Hub at `HUGGINGFACE_HUB_URL` (with `HUGGINGFACE_TOKEN` for gated and
 * private repositories), or the bundled offline catalogue when no hub is configured.
 */
export function hubSourceFromEnvironment(env: Record<string, string | undefined>): HubSource {
  const hubUrl = env['HUGGINGFACE_HUB_URL'];
  if (!hubUrl) return createCatalogueHubSource();
  let url: URL;
  try {
    url = new URL(hubUrl);
  } catch {
    throw new Error(`HUGGINGFACE_HUB_URL must be an http(s) URL such as https://huggingface.co, not '${hubUrl}'`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`HUGGINGFACE_HUB_URL must be an http(s) URL such as https://huggingface.co, not '${hubUrl}'`);
  }
  return createHuggingFaceHubSource({
    hubUrl: url.origin + url.pathname.replace(/\/+$/, ''),
    accessToken: env['HUGGINGFACE_TOKEN'] || undefined,
  });
}
