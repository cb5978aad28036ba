import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { FileStore } from '@tus/file-store';
import { EVENTS, Server, type Upload } from '@tus/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { AssetId, assetPath, ErrorBody, MAX_UPLOAD_BYTES, UPLOAD_TOO_LARGE } from '@bagel/contract';
import type { Database } from '@bagel/db';
import { HttpError, statusText } from '@bagel/server-kit';
import { ownedAsset } from './asset-access';
import type { AssetFiles } from './asset-files.service';
import { findAsset } from './assets.repository';
import { startFileCopy, updateFileCopy } from './file-copies.repository';

/** Where the tus endpoint of an asset lives; an upload's own URL is this plus `/<upload id>`. */
export const RESUMABLE_UPLOADS_PATH = '/api/v1/asset/:id/tus';

const UPLOAD_ID = /^([0-9a-f-]{36})_[0-9a-f]{32}$/;

const FileName = v.pipe(assetPath('filename'), v.nonEmpty('The upload needs a filename (Upload-Metadata filename)'));
const Folder = v.optional(v.nullable(assetPath('path')), '');

/** tus aborts a request with `{ status_code, body }`; the body is the API's error envelope, so clients read one shape. */
const abort = (statusCode: number, detail: string, field?: string) => ({
  status_code: statusCode,
  body: JSON.stringify({ error: statusText(statusCode), detail, ...(field ? { field } : {}) } satisfies ErrorBody),
});

const assetIdOf = (uploadId: string) => UPLOAD_ID.exec(uploadId)?.[1];

/** The file's path in the asset, from the upload's metadata (`filename`, and the folder as `path`). */
function pathOf(upload: Upload): string {
  const name = v.safeParse(FileName, upload.metadata?.['filename'] ?? '');
  if (!name.success) throw abort(400, name.issues[0].message, 'filename');
  const folder = v.safeParse(Folder, upload.metadata?.['path']);
  if (!folder.success) throw abort(400, folder.issues[0].message, 'path');
  return folder.output ? `${folder.output}/${name.output}` : name.output;
}

/**
 * Resumable uploads with the tus protocol: a dropped connection resumes at the last byte the server has. Parts
 * collect under `uploadsDir` (tus's file store); the finished file then streams into the object store like a
 * multipart upload, hashed and (for IPFS assets) given its CID. files_copy_status follows each upload from creation.
 * Access is the owner's, checked by the api's authenticator before tus sees the request; an upload's id carries its
 * asset's, so one asset's URL never reaches another's upload.
 *
 * Parts live on this machine's disk and tus locks in memory: several api processes need sticky routing per upload
 * (or a shared `uploadsDir`).
 */
export async function registerResumableUploads(
  app: FastifyInstance,
  { db, files, uploadsDir, corsOrigins }: { db: Database; files: AssetFiles; uploadsDir: string; corsOrigins: readonly string[] },
): Promise<void> {
  const datastore = new FileStore({ directory: join(uploadsDir, 'tus') });
  const tus = new Server({
    path: '/api/v1/asset/tus',
    datastore,
    maxSize: MAX_UPLOAD_BYTES,
    postReceiveInterval: 1000,
    relativeLocation: true,
    allowedOrigins: [...corsOrigins],
    allowedHeaders: ['x-api-key'],
    namingFunction: (request) => `${assetIdFromUrl(request.url)}_${randomBytes(16).toString('hex')}`,
    generateUrl: (request, { id }) => `/api/v1/asset/${assetIdOf(id)}/tus/${id}`,
    getFileIdFromRequest: (_request, lastPath) => (lastPath && UPLOAD_ID.test(lastPath) ? lastPath : undefined),
    async onUploadCreate(request, upload) {
      const path = pathOf(upload);
      const assetId = assetIdFromUrl(request.url);
      try {
        const asset = await findAsset(db, assetId);
        if (!asset) throw new HttpError(404, 'Asset not found');
        await files.refuseClash(asset.id, path);
      } catch (error) {
        if (error instanceof HttpError) throw abort(error.statusCode, error.message, error.field);
        throw error;
      }
      await startFileCopy(db, { id: upload.id, assetId, filePath: path, totalBytes: upload.size ?? null });
      return {};
    },
    async onUploadFinish(_request, upload) {
      const assetId = assetIdOf(upload.id) as string;
      try {
        const asset = await findAsset(db, assetId);
        if (!asset) throw new HttpError(404, 'Asset not found');
        await files.keep(asset, pathOf(upload), datastore.read(upload.id), upload.metadata?.['filetype'] || null);
        await updateFileCopy(db, upload.id, { status: 'copied', bytesCopied: upload.offset });
        await datastore.remove(upload.id);
        return {};
      } catch (error) {
        const failure = error instanceof HttpError ? error : new HttpError(500, 'Failed to upload file.', undefined, { cause: error });
        await updateFileCopy(db, upload.id, { status: 'failed', error: failure.message });
        if (failure.statusCode >= 500) app.log.error({ err: error, uploadId: upload.id }, 'A finished resumable upload could not be kept');
        throw abort(failure.statusCode, failure.message, failure.field);
      }
    },
  });
  // A client that gives up (tus-js-client's abort with terminate) deletes its upload: the copy ends there.
  tus.on(EVENTS.POST_TERMINATE, (_request, _response, id) => {
    updateFileCopy(db, id, { status: 'failed', error: 'The upload was cancelled' }).catch((error: unknown) =>
      app.log.warn({ err: error, uploadId: id }, 'Could not record a cancelled upload'),
    );
  });
  tus.on(EVENTS.POST_RECEIVE, (_request, upload) => {
    updateFileCopy(db, upload.id, { bytesCopied: upload.offset }).catch((error: unknown) =>
      app.log.warn({ err: error, uploadId: upload.id }, 'Could not record an upload’s progress'),
    );
  });

  await app.register(async function resumable(scope) {
    // tus reads the body itself, so Fastify must leave PATCH bodies unread.
    scope.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));

    async function handle(request: FastifyRequest<{ Params: { id: string; uploadId?: string } }>, reply: FastifyReply) {
      // A browser's preflight carries no key; tus answers it with the CORS headers it allows.
      if (request.method !== 'OPTIONS') {
        const id = v.safeParse(AssetId, request.params.id);
        if (!id.success) throw new HttpError(400, id.issues[0].message, 'id');
        if (request.params.uploadId !== undefined && assetIdOf(request.params.uploadId) !== id.output) {
          throw new HttpError(404, 'Upload not found');
        }
        const who = await app.authenticate(request);
        if (who.kind === 'invalid') throw new HttpError(401, who.reason);
        if (who.kind === 'anonymous') throw new HttpError(401, 'An API key is required (x-api-key header)');
        await ownedAsset(db, id.output, who);
        const declared = Number(request.headers['upload-length'] ?? 0);
        if (declared > MAX_UPLOAD_BYTES) throw new HttpError(413, UPLOAD_TOO_LARGE, 'Upload-Length');
      }
      reply.hijack();
      await tus.handle(request.raw, reply.raw);
    }

    scope.all(RESUMABLE_UPLOADS_PATH, handle);
    scope.all(`${RESUMABLE_UPLOADS_PATH}/:uploadId`, handle);
  });
}

function assetIdFromUrl(url: string): string {
  const id = /\/api\/v1\/asset\/([^/]+)\/tus/.exec(new URL(url, 'http://api').pathname)?.[1];
  if (!id) throw abort(404, 'Not Found');
  return id;
}
