import { createHmac, timingSafeEqual } from 'node:crypto';
import { DOWNLOAD_ERRORS, DOWNLOAD_LINK_SECONDS, downloadAssetFile } from '@bagel/assets-contract';
import { buildPath } from '@bagel/contract';
import { HttpError } from '@bagel/server-kit';

export interface DownloadLinkSettings {
  /** The platform's secret; links are signed with a key derived from it for downloads alone. */
  secret: string;
  /** Where clients reach api: links are absolute, to be opened from anywhere. */
  publicApiUrl: string;
}

export interface SignedDownload {
  path: string;
  user: string;
  expires: string;
  signature: string;
}

/**
 * Signed download links, as a bucket's presigned URLs: the signature covers the asset, the path, the user it was made
 * for and its expiry, so none can be changed; the user's access is checked again when the link is used.
 */
export function createDownloadLinks({ secret, publicApiUrl }: DownloadLinkSettings, now: () => number = Date.now) {
  const key = createHmac('sha256', secret).update('bagel asset downloads').digest();
  const sign = (assetId: string, path: string, user: string, expires: string) =>
    createHmac('sha256', key).update(`${assetId}\n${path}\n${user}\n${expires}`).digest('base64url');

  return {
    link(assetId: string, path: string, user: string): { url: string; expires_at: string } {
      const expiresAt = Math.floor(now() / 1000) + DOWNLOAD_LINK_SECONDS;
      const expires = String(expiresAt);
      const query = new URLSearchParams({ path, user, expires, signature: sign(assetId, path, user, expires) });
      const url = `${publicApiUrl}${buildPath(downloadAssetFile.path, { id: assetId })}?${query}`;
      return { url, expires_at: new Date(expiresAt * 1000).toISOString() };
    },

    /** The user the link was made for; refuses a link that was changed (403) or has expired (410). */
    verify(assetId: string, { path, user, expires, signature }: SignedDownload): string {
      const expected = Buffer.from(sign(assetId, path, user, expires));
      const given = Buffer.from(signature);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new HttpError(403, DOWNLOAD_ERRORS.badSignature);
      if (Number(expires) * 1000 < now()) throw new HttpError(410, DOWNLOAD_ERRORS.expired);
      return user;
    },
  };
}
