import { Readable } from 'node:stream';
import { sliceChunks, userMetadataHeaders, userMetadataOf, type StoredObject } from './bucket';
import { fail, type S3Request } from './context';
import { readPayload } from './payload';
import { sendEmpty } from './reply';

function objectHeaders(object: StoredObject) {
  return {
    'content-type': object.contentType,
    etag: object.etag,
    'last-modified': object.lastModified.toUTCString(),
    'accept-ranges': 'bytes',
    ...userMetadataHeaders(object.metadata),
  };
}

export async function putObject(s3: S3Request): Promise<void> {
  const body = await readPayload(s3);
  if (!body) return;
  const contentType = s3.request.headers['content-type'] ?? 'binary/octet-stream';
  s3.bucket.objects.set(s3.key, { ...body, contentType, metadata: userMetadataOf(s3.request.headers), lastModified: new Date() });
  sendEmpty(s3.response, 200, { etag: body.etag });
}

/** `bytes=a-b` or `bytes=a-`; like S3, any other Range header is ignored and the whole object is sent. */
function parseRange(header: string | undefined, size: number): { start: number; end: number } | undefined {
  const match = /^bytes=(\d+)-(\d*)$/.exec(header ?? '');
  if (!match) return undefined;
  const start = Number(match[1]);
  const end = match[2] ? Number(match[2]) : size - 1;
  return end < start ? undefined : { start, end: Math.min(end, size - 1) };
}

export function getObject(s3: S3Request): void {
  const object = s3.bucket.objects.get(s3.key);
  if (!object) return fail(s3, 404, 'NoSuchKey', 'The specified key does not exist.', { Key: s3.key });
  const range = parseRange(s3.request.headers.range, object.size);
  if (range && range.start >= object.size) {
    return fail(s3, 416, 'InvalidRange', 'The requested range is not satisfiable', {
      RangeRequested: s3.request.headers.range ?? '',
      ActualObjectSize: object.size,
    });
  }
  const { start, end } = range ?? { start: 0, end: object.size - 1 };
  const headers = { ...objectHeaders(object), 'content-length': end - start + 1 };
  if (range) {
    s3.response.writeHead(206, { ...headers, 'content-range': `bytes ${start}-${end}/${object.size}` });
  } else {
    s3.response.writeHead(200, headers);
  }
  Readable.from(sliceChunks(object.chunks, start, end + 1)).pipe(s3.response);
}

export function headObject(s3: S3Request): void {
  const object = s3.bucket.objects.get(s3.key);
  if (!object) return fail(s3, 404, 'NoSuchKey', 'The specified key does not exist.');
  sendEmpty(s3.response, 200, { ...objectHeaders(object), 'content-length': object.size });
}

export function deleteObject(s3: S3Request): void {
  if (s3.bucket.deleteDenied.has(s3.key)) return fail(s3, 403, 'AccessDenied', 'Access Denied');
  s3.bucket.objects.delete(s3.key);
  sendEmpty(s3.response, 204);
}
