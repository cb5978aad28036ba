import { fail, type S3Request } from './context';
import { readBody, sendXml } from './reply';
import { element, elementsNamed, textOf, xmlDocument } from './xml';

/** S3 lists keys in the binary order of their UTF-8 bytes, which differs from JavaScript's string order past the BMP. */
const byUtf8 = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));
const MAX_DELETE_KEYS = 1000;

/** The token names the last key sent, so keys deleted between two pages cannot shift the next page past live keys. */
const tokenAfter = (key: string) => Buffer.from(key).toString('base64url');
const keyOfToken = (token: string) => Buffer.from(token, 'base64url').toString('utf8');

export function listObjectsV2(s3: S3Request): void {
  const { query, bucket } = s3;
  const prefix = query.get('prefix') ?? '';
  const token = query.get('continuation-token') ?? undefined;
  const after = token === undefined ? (query.get('start-after') ?? '') : keyOfToken(token);
  const maxKeys = Math.min(Number(query.get('max-keys') ?? bucket.maxKeysPerPage), bucket.maxKeysPerPage);
  if (!Number.isInteger(maxKeys) || maxKeys < 0) return fail(s3, 400, 'InvalidArgument', 'max-keys must be a non-negative integer');

  const matching = [...bucket.objects.keys()].filter((key) => key.startsWith(prefix) && byUtf8(key, after) > 0).sort(byUtf8);
  const page = matching.slice(0, maxKeys);
  const truncated = matching.length > page.length;
  const contents = page.map((key) => {
    const object = bucket.objects.get(key);
    const fields = [
      element('Key', key),
      element('LastModified', object?.lastModified.toISOString()),
      element('ETag', object?.etag),
      element('Size', object?.size),
      element('StorageClass', 'STANDARD'),
    ];
    return `<Contents>${fields.join('')}</Contents>`;
  });
  const lastKey = page.at(-1);
  const result =
    element('Name', bucket.name) +
    element('Prefix', prefix) +
    element('KeyCount', page.length) +
    element('MaxKeys', maxKeys) +
    element('IsTruncated', truncated) +
    element('ContinuationToken', token) +
    element('NextContinuationToken', truncated && lastKey !== undefined ? tokenAfter(lastKey) : undefined) +
    contents.join('');
  sendXml(s3.response, 200, xmlDocument('ListBucketResult', result));
}

/** S3 requires an integrity header on DeleteObjects: Content-MD5 or one of the x-amz-checksum-* headers. */
const hasIntegrityHeader = (s3: S3Request) =>
  Object.keys(s3.request.headers).some((name) => name === 'content-md5' || name.startsWith('x-amz-checksum-'));

export async function deleteObjects(s3: S3Request): Promise<void> {
  const xml = Buffer.concat(await readBody(s3.request)).toString('utf8');
  if (!hasIntegrityHeader(s3)) {
    return fail(s3, 400, 'InvalidRequest', 'Missing required header for this request: Content-MD5 OR x-amz-checksum-*');
  }
  const keys = elementsNamed(xml, 'Object').map((object) => textOf(object, 'Key') ?? '');
  if (keys.length === 0 || keys.length > MAX_DELETE_KEYS || keys.includes('')) {
    return fail(s3, 400, 'MalformedXML', 'The XML you provided was not well-formed or did not validate against our published schema');
  }
  // Quiet mode reports only the keys that could not be deleted.
  const quiet = textOf(xml, 'Quiet') === 'true';
  const results = keys.map((key) => {
    if (s3.bucket.deleteDenied.has(key)) {
      return `<Error>${element('Key', key)}${element('Code', 'AccessDenied')}${element('Message', 'Access Denied')}</Error>`;
    }
    s3.bucket.objects.delete(key);
    return quiet ? '' : `<Deleted>${element('Key', key)}</Deleted>`;
  });
  sendXml(s3.response, 200, xmlDocument('DeleteResult', results.join('')));
}

/**
 * One page of the pending multipart uploads of keys starting with `prefix`, ordered by key then upload id, after `key-marker`
 * and `upload-id-marker`.
 */
export function listMultipartUploads(s3: S3Request): void {
  const { query, bucket } = s3;
  const prefix = query.get('prefix') ?? '';
  const keyMarker = query.get('key-marker') ?? '';
  const uploadIdMarker = query.get('upload-id-marker') ?? '';
  const after = ([key, id]: [string, string]) => {
    const byKey = byUtf8(key, keyMarker);
    return byKey > 0 || (byKey === 0 && uploadIdMarker !== '' && id > uploadIdMarker);
  };
  const pending = [...bucket.uploads.entries()]
    .map(([id, upload]): [string, string] => [upload.key, id])
    .filter(([key]) => key.startsWith(prefix))
    .filter(after)
    .sort(([keyA, idA], [keyB, idB]) => byUtf8(keyA, keyB) || (idA < idB ? -1 : idA > idB ? 1 : 0));
  const page = pending.slice(0, bucket.maxKeysPerPage);
  const truncated = pending.length > page.length;
  const uploads = page.map(([key, id]) => {
    const fields = [element('Key', key), element('UploadId', id), element('Initiated', bucket.uploads.get(id)?.initiated.toISOString())];
    return `<Upload>${fields.join('')}</Upload>`;
  });
  const [lastKey, lastId] = page.at(-1) ?? [];
  const result =
    element('Bucket', bucket.name) +
    element('Prefix', prefix) +
    element('KeyMarker', keyMarker) +
    element('UploadIdMarker', uploadIdMarker) +
    element('NextKeyMarker', truncated ? lastKey : undefined) +
    element('NextUploadIdMarker', truncated ? lastId : undefined) +
    element('IsTruncated', truncated) +
    uploads.join('');
  sendXml(s3.response, 200, xmlDocument('ListMultipartUploadsResult', result));
}
