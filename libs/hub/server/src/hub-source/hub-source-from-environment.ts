import { createCatalogueHubSource } from './catalogue-hub-source';
import type { HubSource } from './hub-source';
import { createHuggingFaceHubSource } from './hugging-face-hub-source';

/**
 * The hub the api uses: the Hugging Face Hub at `HUGGINGFACE_HUB_URL` (`https://huggingface.co` or a mirror), sending
 * `HUGGINGFACE_TOKEN` for gated and private repositories, or the bundled offline catalogue when no hub is set.
 */
export function hubSourceFromEnvironment(env: Record<string, string | undefined>): HubSource {
  const hubUrl = env['HUGGINGFACE_HUB_URL']?.trim();
  if (!hubUrl) return createCatalogueHubSource();
  const url = URL.canParse(hubUrl) ? new URL(hubUrl) : undefined;
  if (url?.protocol !== 'http:' && url?.protocol !== 'https:') {
    throw new Error(`HUGGINGFACE_HUB_URL must be an http(s) URL such as https://huggingface.co, not '${hubUrl}'`);
  }
  if (url.search || url.hash) throw new Error(`HUGGINGFACE_HUB_URL must not carry a query or fragment: '${hubUrl}'`);
  return createHuggingFaceHubSource({ hubUrl: url.href, accessToken: env['HUGGINGFACE_TOKEN']?.trim() || undefined });
}
