import * as v from 'valibot';
import { assetPath, defineRoute, UserId } from '@bagel/contract';
import { AssetParams } from './assets.routes';

/** How long a download link works: long enough to start the download, short enough that a leaked link soon dies. */
export const DOWNLOAD_LINK_SECONDS = 300;

export const DOWNLOAD_ERRORS = {
  badSignature: 'This download link is not valid',
  expired: 'This download link has expired: ask for a new one',
} as const;

const FilePath = v.pipe(assetPath('path'), v.nonEmpty('path is required'));

/**
 * A browser cannot send the API key with a plain link, and a file of up to 500 MB should not pass through the page's
 * memory: the owner or a buyer asks for a signed link to one file, which downloads it without a key for 5 minutes.
 */
export const createDownloadLink = defineRoute({
  method: 'POST',
  path: '/api/v1/asset/{id}/download-link',
  summary: "A link that downloads one file of an asset without an API key, for 5 minutes (its owner's or a buyer's)",
  tag: 'assets',
  access: 'user',
  params: AssetParams,
  body: v.object({ path: FilePath }),
  errors: [403, 404],
  response: v.object({ url: v.string(), expires_at: v.string() }),
});

/** The bytes of one file, through a link from {@link createDownloadLink}; the answer is the file, not JSON. */
export const downloadAssetFile = defineRoute({
  method: 'GET',
  path: '/api/v1/asset/{id}/download',
  summary: 'One file of an asset, through a signed link from download-link',
  tag: 'assets',
  access: 'public',
  params: AssetParams,
  query: v.object({
    path: FilePath,
    user: UserId,
    expires: v.pipe(v.string('expires is required'), v.regex(/^\d{1,12}$/, 'expires must be a time in seconds')),
    signature: v.pipe(v.string('signature is required'), v.regex(/^[A-Za-z0-9_-]{43}$/, DOWNLOAD_ERRORS.badSignature)),
  }),
  // 403: the signature is not the platform's, or the signer may no longer read the file; 410: the link has expired.
  errors: [403, 404, 410],
  response: v.unknown(),
});
