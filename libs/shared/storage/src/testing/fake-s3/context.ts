import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FakeBucket } from './bucket';
import { sendError } from './reply';

/** One request, routed: the bucket it names, the key after the bucket ('' for a bucket-level call) and its query. */
export interface S3Request {
  request: IncomingMessage;
  response: ServerResponse;
  bucket: FakeBucket;
  key: string;
  query: URLSearchParams;
}

/** Replies with S3's error document for this request's resource. */
export function fail(s3: S3Request, status: number, code: string, message: string, details: Record<string, string | number> = {}): void {
  const resource = `/${s3.bucket.name}${s3.key ? `/${s3.key}` : ''}`;
  sendError(s3.request, s3.response, status, code, message, { ...details, Resource: resource, RequestId: 'fake-s3' });
}
