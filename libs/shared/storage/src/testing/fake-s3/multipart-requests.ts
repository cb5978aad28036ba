import { createHash, randomUUID } from 'node:crypto';
import { userMetadataOf, type MultipartUpload, type StoredBytes } from './bucket';
import { fail, type S3Request } from './context';
import { readPayload } from './payload';
import { readBody, sendEmpty, sendXml } from './reply';
import { element, elementsNamed, textOf, xmlDocument } from './xml';

/** S3 refuses to complete an upload whose parts, all but the last, are smaller than 5 MiB. */
const MIN_PART_SIZE = 5 * 1024 * 1024;
const MAX_PART_NUMBER = 10_000;

function uploadOf(s3: S3Request): MultipartUpload | undefined {
  const upload = s3.bucket.uploads.get(s3.query.get('uploadId') ?? '');
  if (upload?.key === s3.key) return upload;
  fail(s3, 404, 'NoSuchUpload', 'The specified multipart upload does not exist.', { UploadId: s3.query.get('uploadId') ?? '' });
  return undefined;
}

export function createMultipartUpload(s3: S3Request): void {
  const uploadId = randomUUID();
  const contentType = s3.request.headers['content-type'] ?? 'binary/octet-stream';
  const metadata = userMetadataOf(s3.request.headers);
  s3.bucket.uploads.set(uploadId, { key: s3.key, contentType, metadata, initiated: new Date(), parts: new Map() });
  const result = element('Bucket', s3.bucket.name) + element('Key', s3.key) + element('UploadId', uploadId);
  sendXml(s3.response, 200, xmlDocument('InitiateMultipartUploadResult', result));
}

export async function uploadPart(s3: S3Request): Promise<void> {
  const upload = uploadOf(s3);
  const partNumber = Number(s3.query.get('partNumber'));
  if (!upload) return;
  if (!Number.isInteger(partNumber) || partNumber < 1 || partNumber > MAX_PART_NUMBER) {
    return fail(s3, 400, 'InvalidArgument', `Part number must be an integer between 1 and ${MAX_PART_NUMBER}, inclusive`);
  }
  const body = await readPayload(s3);
  if (!body) return;
  upload.parts.set(partNumber, { ...body, lastModified: new Date() });
  sendEmpty(s3.response, 200, { etag: body.etag });
}

/** The parts a CompleteMultipartUpload body names, in its order, or an S3 error code saying why they cannot be joined. */
function chosenParts(upload: MultipartUpload, xml: string): StoredBytes[] | string {
  const listed = elementsNamed(xml, 'Part').map((part) => ({ number: Number(textOf(part, 'PartNumber')), etag: textOf(part, 'ETag') }));
  if (listed.length === 0) return 'MalformedXML';
  const parts: StoredBytes[] = [];
  for (const [index, { number, etag }] of listed.entries()) {
    if (index > 0 && number <= (listed[index - 1]?.number ?? 0)) return 'InvalidPartOrder';
    const part = upload.parts.get(number);
    // Clients may send the ETag with or without its quotes.
    if (!part || !etag || part.etag.replaceAll('"', '') !== etag.replaceAll('"', '')) return 'InvalidPart';
    if (index < listed.length - 1 && part.size < MIN_PART_SIZE) return 'EntityTooSmall';
    parts.push(part);
  }
  return parts;
}

export async function completeMultipartUpload(s3: S3Request): Promise<void> {
  const xml = Buffer.concat(await readBody(s3.request)).toString('utf8');
  const upload = uploadOf(s3);
  if (!upload) return;
  const parts = chosenParts(upload, xml);
  if (typeof parts === 'string') return fail(s3, 400, parts, `The multipart upload cannot be completed (${parts}).`);
  // A multipart object's ETag is the MD5 of its parts' binary MD5s, then "-<number of parts>".
  const md5 = createHash('md5');
  for (const part of parts) md5.update(Buffer.from(part.etag.replaceAll('"', ''), 'hex'));
  const etag = `"${md5.digest('hex')}-${parts.length}"`;
  s3.bucket.objects.set(s3.key, {
    chunks: parts.flatMap((part) => part.chunks),
    size: parts.reduce((total, part) => total + part.size, 0),
    etag,
    contentType: upload.contentType,
    metadata: upload.metadata,
    lastModified: new Date(),
  });
  s3.bucket.uploads.delete(s3.query.get('uploadId') ?? '');
  const path = [s3.bucket.name, ...s3.key.split('/')].map(encodeURIComponent).join('/');
  const location = `http://${s3.request.headers.host ?? ''}/${path}`;
  const result = element('Location', location) + element('Bucket', s3.bucket.name) + element('Key', s3.key) + element('ETag', etag);
  sendXml(s3.response, 200, xmlDocument('CompleteMultipartUploadResult', result));
}

/** One page of an upload's parts, in part-number order, after `part-number-marker`. */
export function listParts(s3: S3Request): void {
  const upload = uploadOf(s3);
  if (!upload) return;
  const after = Number(s3.query.get('part-number-marker') ?? 0);
  const numbers = [...upload.parts.keys()].filter((number) => number > after).sort((a, b) => a - b);
  const page = numbers.slice(0, s3.bucket.maxKeysPerPage);
  const truncated = numbers.length > page.length;
  const parts = page.map((number) => {
    const part = upload.parts.get(number);
    const fields = [
      element('PartNumber', number),
      element('LastModified', part?.lastModified.toISOString()),
      element('ETag', part?.etag),
      element('Size', part?.size),
    ];
    return `<Part>${fields.join('')}</Part>`;
  });
  const result =
    element('Bucket', s3.bucket.name) +
    element('Key', s3.key) +
    element('UploadId', s3.query.get('uploadId') ?? '') +
    element('PartNumberMarker', after) +
    element('NextPartNumberMarker', truncated ? page.at(-1) : undefined) +
    element('IsTruncated', truncated) +
    parts.join('');
  sendXml(s3.response, 200, xmlDocument('ListPartsResult', result));
}

export function abortMultipartUpload(s3: S3Request): void {
  if (!uploadOf(s3)) return;
  s3.bucket.uploads.delete(s3.query.get('uploadId') ?? '');
  sendEmpty(s3.response, 204);
}
