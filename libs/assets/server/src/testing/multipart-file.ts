import { randomUUID } from 'node:crypto';
import { UPLOAD_FIELD } from '@bagel/assets-contract';

/** A multipart body holding one file, as a browser's FormData sends it. */
export function multipartFile(name: string, content: string | Buffer, field: string = UPLOAD_FIELD) {
  const boundary = `----bagel${randomUUID()}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: text/csv\r\n\r\n`),
    Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
