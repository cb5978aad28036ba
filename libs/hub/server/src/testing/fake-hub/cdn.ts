import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CatalogueFile } from '../../hub-source/catalogue/catalogue-repo';
import { sendFile } from './resolve';

/** How long a signed address stays good (S3 presigned addresses the hub hands out last an hour). */
const SIGNED_SECONDS = 3600;

export interface FakeCdn {
  /** `http://127.0.0.1:<port>`: another origin than the hub's, as cdn-lfs.hf.co and cas-bridge.xethub.hf.co are. */
  url: string;
  /** Every request so far, in order. */
  requests: { path: string; authorization: string | undefined }[];
  /** The signed address of an LFS file's bytes, where the hub's `resolve` redirects. */
  signedUrl(file: CatalogueFile): string;
  close(): Promise<void>;
}

/** `20250101T000000Z`, as `X-Amz-Date` spells a time. */
const amzDate = (time: number) =>
  new Date(time)
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const amzTime = (date: string) => Date.parse(date.replace(/^(\d{4})(\d\d)(\d\d)T(\d\d)(\d\d)(\d\d)Z$/, '$1-$2-$3T$4:$5:$6Z'));

/** S3's error answer: XML with a code and a message. */
function sendS3Error(response: ServerResponse, status: number, code: string, message: string): void {
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`;
  response.writeHead(status, { 'content-type': 'application/xml', 'content-length': String(Buffer.byteLength(body)) });
  response.end(body);
}

/**
 * The storage the hub serves Git LFS files from: its `resolve` answers 302 to an address here signed in its query
 * (`X-Amz-Date`, `X-Amz-Expires`, `X-Amz-Signature`), which needs no credentials. As S3 does, it refuses a request that
 * also carries an `Authorization` header (400, "Only one auth mechanism allowed"), a signature that does not match and
 * an expired address (403).
 */
export async function startFakeCdn(lfsFile: (sha256: string) => CatalogueFile | undefined, countLfsBytes: (bytes: number) => void) {
  const secret = randomBytes(32);
  const requests: FakeCdn['requests'] = [];
  const signature = (path: string, date: string) =>
    createHmac('sha256', secret).update(`${path}\n${date}\n${SIGNED_SECONDS}`).digest('hex');

  const server = createServer((request, response) => {
    const { authorization } = request.headers;
    const url = new URL(request.url ?? '/', 'http://cdn');
    requests.push({ path: request.url ?? '/', authorization });
    if (authorization) {
      return sendS3Error(
        response,
        400,
        'InvalidArgument',
        'Only one auth mechanism allowed; only the X-Amz-Algorithm query parameter, Signature query string parameter or the Authorization header should be specified',
      );
    }
    const date = url.searchParams.get('X-Amz-Date') ?? '';
    const given = Buffer.from(url.searchParams.get('X-Amz-Signature') ?? '');
    const expected = Buffer.from(signature(url.pathname, date));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      return sendS3Error(
        response,
        403,
        'SignatureDoesNotMatch',
        'The request signature we calculated does not match the signature you provided.',
      );
    }
    if (!(Date.now() < amzTime(date) + SIGNED_SECONDS * 1000)) return sendS3Error(response, 403, 'AccessDenied', 'Request has expired');
    const file = lfsFile(url.pathname.split('/').at(-1) ?? '');
    if (!file) return sendS3Error(response, 404, 'NoSuchKey', 'The specified key does not exist.');
    sendFile(request, response, file, countLfsBytes);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: origin,
    requests,
    signedUrl(file) {
      const sha256 = file.lfs?.sha256 ?? '';
      const path = `/repos/${sha256.slice(0, 2)}/${sha256.slice(2, 4)}/${sha256}`;
      const date = amzDate(Date.now());
      const query = new URLSearchParams({
        'response-content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.path.split('/').at(-1) ?? '')}`,
        'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
        'X-Amz-Date': date,
        'X-Amz-Expires': String(SIGNED_SECONDS),
        'X-Amz-SignedHeaders': 'host',
        'X-Amz-Signature': signature(path, date),
      });
      return `${origin}${path}?${query}`;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  } satisfies FakeCdn;
}
