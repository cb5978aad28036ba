import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { EVENTS, Server, type Locker, type Upload } from '@tus/server';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { MAX_UPLOAD_BYTES, RESUMABLE_UPLOADS_PATH, UPLOAD_TOO_LARGE } from '@bagel/assets-contract';
import { AssetId, assetPath, ErrorBody } from '@bagel/contract';
import type { Database } from '@bagel/db';
import { HttpError, statusText, toFastifyPath } from '@bagel/server-kit';
import { ownedAsset } from './asset-access';
import type { AssetFiles } from './asset-files.service';
import { findAsset } from './assets.repository';
import { startFileCopy, updateFileCopy } from './file-copies.repository';
import { assetIdOf, UPLOAD_ID, type TusParts } from './tus-parts';
import { lengthOrLimit, reserveUploadBytes } from './uploads-in-flight';

const FileName = v.pipe(assetPath('filename'), v.nonEmpty('The upload needs a filename (Upload-Metadata filename)'));
const Folder = v.optional(v.nullable(assetPath('path')), '');

/** tus aborts a request with `{ status_code, body }`; the body is the API's error envelope, so clients read one shape. */
const abort = (statusCode: number, detail: string, field?: string) => ({
  status_code: statusCode,
  body: JSON.stringify({ error: statusText(statusCode), detail, ...(field ? { field } : {}) } satisfies ErrorBody),
});

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
 * collect in `parts` (tus's file store); the finished file then streams into the object store like a multipart upload,
 * hashed and (for IPFS assets) given its CID. files_copy_status follows each upload from creation, dated by `now`.
 * Access is the owner's, checked by the api's authenticator before tus sees the request; an upload's id carries its
 * asset's, so one asset's URL never reaches another's upload. A new upload counts in its owner's bytes in flight by its
 * declared length (the 500 MB limit when deferred) until it ends, and is refused with 429 before its part exists if it
 * does not fit. An upload that ends without its file being kept (refused as too large, refused at its end, cancelled)
 * leaves no part behind; the uploads sweep takes those of uploads that simply stopped.
 *
 * Where parts and locks live decides which processes can resume an upload. With a bucket, parts live in it (under
 * `tus-uploads/`) and with PostgreSQL locks are advisory locks on the shared database, so any api process behind a load
 * balancer resumes any upload. Without a bucket parts live in the uploads folder, shared only by the processes on that
 * disk; with PGlite there is one process, and tus locks in memory.
 */
export async function registerResumableUploads(
  app: FastifyInstance,
  {
    db,
    files,
    parts,
    locker,
    corsOrigins,
    now,
  }: { db: Database; files: AssetFiles; parts: TusParts; locker: Locker; corsOrigins: readonly string[]; now: () => number },
): Promise<void> {
  const { datastore } = parts;
  const at = () => new Date(now());
  /** The upload a creation request made, which its URL does not name yet. */
  const created = new WeakMap<Request, string>();
  const uploadIdIn = (request: Request) =>
    created.get(request) ?? new URL(request.url, 'http://api').pathname.split('/').at(-1)?.match(UPLOAD_ID)?.[0];

  /** A part that cannot be removed now is the sweep's: its copy is no longer copying. */
  const removePart = (uploadId: string) =>
    parts.remove(uploadId).catch((error: unknown) => app.log.warn({ err: error, uploadId }, 'Could not remove an ended upload’s part'));

  /** Ends an upload whose file will not be kept: its copy says why, and its part goes. */
  async function endRefused(uploadId: string, reason: string) {
    await updateFileCopy(db, uploadId, { status: 'failed', error: reason }, at());
    await removePart(uploadId);
  }

  const tus = new Server({
    path: '/api/v1/asset/tus',
    datastore,
    locker,
    maxSize: MAX_UPLOAD_BYTES,
    postReceiveInterval: 1000,
    relativeLocation: true,
    allowedOrigins: [...corsOrigins],
    allowedHeaders: ['x-api-key'],
    namingFunction: (request) => {
      const id = `${assetIdFromUrl(request.url)}_${randomBytes(16).toString('hex')}`;
      created.set(request, id);
      return id;
    },
    generateUrl: (request, { id }) => `/api/v1/asset/${assetIdOf(id)}/tus/${id}`,
    getFileIdFromRequest: (_request, lastPath) => (lastPath && UPLOAD_ID.test(lastPath) ? lastPath : undefined),
    // Each chunk shows the upload is alive, however fast it arrives (progress is only recorded after a second of one).
    async onIncomingRequest(request, uploadId) {
      if (request.method === 'PATCH') await updateFileCopy(db, uploadId, {}, at());
    },
    async onUploadCreate(request, upload) {
      const path = pathOf(upload);
      const assetId = assetIdFromUrl(request.url);
      try {
        const asset = await findAsset(db, assetId);
        if (!asset) throw new HttpError(404, 'Asset not found');
        await files.refuseClash(asset.id, path);
        const totalBytes = upload.size ?? null;
        await reserveUploadBytes(db, { userId: asset.userId, bytes: lengthOrLimit(totalBytes) }, (tx) =>
          startFileCopy(tx, { id: upload.id, assetId, filePath: path, totalBytes }, at()),
        );
      } catch (error) {
        if (error instanceof HttpError) throw abort(error.statusCode, error.message, error.field);
        throw error;
      }
      return {};
    },
    async onUploadFinish(_request, upload) {
      const assetId = assetIdOf(upload.id) as string;
      try {
        // Keeping a large file takes a while: its copy shows it complete meanwhile, and the sweep sees it moving.
        await updateFileCopy(db, upload.id, { bytesCopied: upload.offset }, at());
        const asset = await findAsset(db, assetId);
        if (!asset) throw new HttpError(404, 'Asset not found');
        // An empty upload receives no PATCH, and tus's S3 store only makes its object from parts: there is nothing to read.
        const bytes = upload.offset === 0 ? Readable.from([]) : await datastore.read(upload.id);
        await files.keep(asset, pathOf(upload), bytes, upload.metadata?.['filetype'] || null);
        await updateFileCopy(db, upload.id, { status: 'copied', bytesCopied: upload.offset }, at());
      } catch (error) {
        const failure = error instanceof HttpError ? error : new HttpError(500, 'Failed to upload file.', undefined, { cause: error });
        if (failure.statusCode >= 500) app.log.error({ err: error, uploadId: upload.id }, 'A finished resumable upload could not be kept');
        // A client resuming now would find every byte sent and take the upload as done: it is over, and its part with it.
        await endRefused(upload.id, failure.message);
        throw abort(failure.statusCode, failure.message, failure.field);
      }
      await removePart(upload.id);
      return {};
    },
    // Past 500 MB (a deferred length streamed too far, or more than declared) the upload can never finish: it ends there.
    async onResponseError(request, error) {
      if (!('status_code' in error) || error.status_code !== 413) return undefined;
      const uploadId = uploadIdIn(request);
      // The refusal is answered whatever happens here: a copy not ended now is ended by the sweep.
      if (uploadId)
        await endRefused(uploadId, UPLOAD_TOO_LARGE).catch((failure: unknown) =>
          app.log.warn({ err: failure, uploadId }, 'Could not end an upload refused as too large'),
        );
      return abort(413, UPLOAD_TOO_LARGE);
    },
  });
  // A client that gives up (tus-js-client's abort with terminate) deletes its upload: the copy ends there. tus's S3 store
  // removes all but a pending chunk too small to be a part (`<id>.part`): removing the part again takes that too.
  tus.on(EVENTS.POST_TERMINATE, (_request, _response, id) => {
    updateFileCopy(db, id, { status: 'failed', error: 'The upload was cancelled' }, at()).catch((error: unknown) =>
      app.log.warn({ err: error, uploadId: id }, 'Could not record a cancelled upload'),
    );
    void removePart(id);
  });
  tus.on(EVENTS.POST_RECEIVE, (_request, upload) => {
    updateFileCopy(db, upload.id, { bytesCopied: upload.offset }, at()).catch((error: unknown) =>
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
      }
      reply.hijack();
      await parts.during(() => tus.handle(request.raw, reply.raw));
    }

    scope.all(toFastifyPath(RESUMABLE_UPLOADS_PATH), handle);
    scope.all(`${toFastifyPath(RESUMABLE_UPLOADS_PATH)}/:uploadId`, handle);
  });
}

function assetIdFromUrl(url: string): string {
  const id = /\/api\/v1\/asset\/([^/]+)\/tus/.exec(new URL(url, 'http://api').pathname)?.[1];
  if (!id) throw abort(404, 'Not Found');
  return id;
}
