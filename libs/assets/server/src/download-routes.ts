import type { FastifyInstance } from 'fastify';
import { createDownloadLink, downloadAssetFile } from '@bagel/assets-contract';
import { registerRoute } from '@bagel/server-kit';
import type { AssetFiles } from './asset-files.service';
import { createDownloadLinks, type DownloadLinkSettings } from './download-links';

/** `attachment`, with the name as is for browsers that read `filename*` and an ASCII stand-in for those that do not. */
function attachment(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Downloads of one file at a time, by the owner or a buyer, through a signed link (see `createDownloadLink`). */
export function registerDownloadRoutes(app: FastifyInstance, files: AssetFiles, settings: DownloadLinkSettings, now?: () => number): void {
  const links = createDownloadLinks(settings, now);

  registerRoute(app, createDownloadLink, async (request) => {
    const { id } = request.params;
    const file = await files.readableFile(id, request.body.path, request.principal);
    // The principal of a user route is a user's (registerRoute refused the rest).
    const userId = request.principal.kind === 'user' ? request.principal.userId : '';
    return links.link(id, file.path, userId);
  });

  registerRoute(app, downloadAssetFile, async (request, reply) => {
    const { id } = request.params;
    const userId = links.verify(id, request.query);
    // Still theirs to read: the file may have been deleted, or the asset another's all along.
    const file = await files.readableFile(id, request.query.path, { kind: 'user', userId });
    const body = await files.open(file);
    // Always bytes to save, whatever type the uploader claimed: a download link never renders a page on api's origin.
    return reply
      .type('application/octet-stream')
      .header('content-length', String(file.size))
      .header('content-disposition', attachment(file.path.split('/').at(-1) ?? file.path))
      .header('cache-control', 'private, no-store')
      .send(body);
  });
}
