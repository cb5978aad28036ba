import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { MAX_UPLOAD_BYTES, UPLOAD_FIELD, uploadAssetFile, UPLOAD_TOO_LARGE } from '@bagel/assets-contract';
import { assetPath } from '@bagel/contract';
import { HttpError, registerRoute } from '@bagel/server-kit';
import { STREAM_BUFFER_BYTES } from '@bagel/storage';
import type { AssetFiles } from './asset-files.service';

/** Room for the multipart envelope around a file of the largest size. */
const ENVELOPE_BYTES = 64 * 1024;

const field = UPLOAD_FIELD;

const FileName = v.pipe(
  assetPath('The file name'),
  v.nonEmpty('The file needs a name'),
  v.maxLength(255, 'The file name must be at most 255 characters'),
);

/**
 * The spec's multipart upload, in its own plugin context so the multipart parser applies to this route alone. The
 * file streams from the socket to storage; a declared length past the limit is refused before a byte is read.
 */
export async function registerUploadRoute(app: FastifyInstance, files: AssetFiles): Promise<void> {
  await app.register(async function upload(scope) {
    // busboy ends a file quietly once it reaches `fileSize` (only a buffered read throws), so it lets one byte more through
    // for the store's own limit to see the file is too large and keep none of it.
    await scope.register(multipart, {
      limits: { files: 1, fields: 0, fileSize: MAX_UPLOAD_BYTES + 1, parts: 2 },
      // The parser's own buffer and the file stream it hands over (see STREAM_BUFFER_BYTES).
      highWaterMark: STREAM_BUFFER_BYTES,
      fileHwm: STREAM_BUFFER_BYTES,
    });
    registerRoute(scope, uploadAssetFile, async (request) => {
      const declared = Number(request.headers['content-length'] ?? 0);
      if (declared > MAX_UPLOAD_BYTES + ENVELOPE_BYTES) throw new HttpError(413, UPLOAD_TOO_LARGE, field);
      if (!request.isMultipart()) throw new HttpError(415, `Send the file as multipart/form-data in the field ${field}`, field);
      const part = await request.file();
      if (!part || part.fieldname !== field) throw new HttpError(400, `The file must be sent in the field ${field}`, field);
      // Browsers send a bare name; some tools send the path they read it from, of which only the name is kept.
      const parsed = v.safeParse(FileName, part.filename.split(/[\\/]/).at(-1) ?? '');
      if (!parsed.success) throw new HttpError(400, parsed.issues[0].message, field);
      const name = parsed.output;
      const folder = request.query.path;
      const path = folder === '' ? name : `${folder}/${name}`;
      const upload = { contentType: part.mimetype || null, declaredBytes: declared || undefined };
      return files.upload(request.params.id, path, part.file, upload, request.principal);
    });
  });
}
