import { storedBytes, type StoredBytes } from './bucket';
import { fail, type S3Request } from './context';
import { readBody } from './reply';

/**
 * The body of a PutObject or UploadPart, or undefined once an error has been sent. S3 needs a Content-Length on both; aws-chunked
 * bodies (the framing SDKs use for checksum trailers) are refused as many S3-compatible servers refuse them, so a client that
 * sends them fails here rather than storing the framing as data. (Node's server discards a body left unread once the reply ends.)
 */
export async function readPayload(s3: S3Request): Promise<StoredBytes | undefined> {
  const { headers } = s3.request;
  if (headers['content-encoding']?.includes('aws-chunked') || String(headers['x-amz-content-sha256']).startsWith('STREAMING-')) {
    fail(s3, 501, 'NotImplemented', 'aws-chunked request bodies are not supported');
    return undefined;
  }
  const declared = headers['content-length'];
  if (declared === undefined) {
    fail(s3, 411, 'MissingContentLength', 'You must provide the Content-Length HTTP header.');
    return undefined;
  }
  const body = storedBytes(await readBody(s3.request));
  if (body.size !== Number(declared)) {
    fail(s3, 400, 'IncompleteBody', 'You did not provide the number of bytes specified by the Content-Length HTTP header.');
    return undefined;
  }
  return body;
}
