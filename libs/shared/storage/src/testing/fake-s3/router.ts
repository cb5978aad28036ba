import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FakeBucket } from './bucket';
import { deleteObjects, listMultipartUploads, listObjectsV2 } from './bucket-requests';
import { fail, type S3Request } from './context';
import { abortMultipartUpload, completeMultipartUpload, createMultipartUpload, listParts, uploadPart } from './multipart-requests';
import { deleteObject, getObject, headObject, putObject } from './object-requests';
import { sendError } from './reply';

function bucketRequest(s3: S3Request): Promise<void> | void {
  const { method } = s3.request;
  if (method === 'GET' && s3.query.get('list-type') === '2') return listObjectsV2(s3);
  if (method === 'GET' && s3.query.has('uploads')) return listMultipartUploads(s3);
  if (method === 'POST' && s3.query.has('delete')) return deleteObjects(s3);
  return fail(s3, 501, 'NotImplemented', `${method} on a bucket is not implemented by this fake`);
}

function objectRequest(s3: S3Request): Promise<void> | void {
  const { method } = s3.request;
  const inUpload = s3.query.has('uploadId');
  if (method === 'PUT' && s3.request.headers['x-amz-copy-source']) return fail(s3, 501, 'NotImplemented', 'CopyObject is not implemented');
  if (method === 'PUT') return inUpload ? uploadPart(s3) : putObject(s3);
  if (method === 'GET') return inUpload ? listParts(s3) : getObject(s3);
  if (method === 'HEAD') return headObject(s3);
  if (method === 'DELETE') return inUpload ? abortMultipartUpload(s3) : deleteObject(s3);
  if (method === 'POST' && s3.query.has('uploads')) return createMultipartUpload(s3);
  if (method === 'POST' && inUpload) return completeMultipartUpload(s3);
  return fail(s3, 405, 'MethodNotAllowed', 'The specified method is not allowed against this resource.');
}

/**
 * Routes a path-style request (`/<bucket>/<key>?<query>`). The signature is not checked, only that the request is signed with
 * SigV4 by the expected access key, which is enough to catch a client configured with the wrong credentials.
 */
export async function routeS3Request(bucket: FakeBucket, accessKeyId: string, request: IncomingMessage, response: ServerResponse) {
  // The raw path, not a parsed URL: URL parsing would resolve `..` and `.` segments that S3 treats as part of the key.
  const url = request.url ?? '';
  const queryStart = url.includes('?') ? url.indexOf('?') : url.length;
  const [, bucketName = '', ...keySegments] = url.slice(0, queryStart).split('/');
  const s3: S3Request = { request, response, bucket, key: '', query: new URLSearchParams(url.slice(queryStart + 1)) };
  try {
    s3.key = decodeURIComponent(keySegments.join('/'));
    if (!request.headers.authorization?.startsWith(`AWS4-HMAC-SHA256 Credential=${accessKeyId}/`)) {
      return fail(s3, 403, 'AccessDenied', 'Access Denied');
    }
    if (decodeURIComponent(bucketName) !== bucket.name) {
      return sendError(request, response, 404, 'NoSuchBucket', 'The specified bucket does not exist', { BucketName: bucketName });
    }
    await (s3.key === '' ? bucketRequest(s3) : objectRequest(s3));
  } catch (error) {
    if (response.headersSent) {
      response.destroy();
    } else {
      fail(s3, 500, 'InternalError', String(error));
    }
  }
}
