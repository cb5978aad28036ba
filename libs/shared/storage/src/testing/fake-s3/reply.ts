import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { errorDocument } from './xml';

export async function readBody(request: IncomingMessage): Promise<Buffer[]> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return chunks;
}

export function sendXml(response: ServerResponse, status: number, xml: string): void {
  const body = Buffer.from(xml);
  response.writeHead(status, { 'content-type': 'application/xml', 'content-length': body.length }).end(body);
}

export function sendEmpty(response: ServerResponse, status: number, headers: OutgoingHttpHeaders = {}): void {
  response.writeHead(status, headers).end();
}

/** An S3 error reply. A HEAD reply has no body, so clients can only tell errors apart there by status. */
export function sendError(
  request: IncomingMessage,
  response: ServerResponse,
  status: number,
  code: string,
  message: string,
  details: Record<string, string | number> = {},
): void {
  if (request.method === 'HEAD') {
    sendEmpty(response, status);
  } else {
    sendXml(response, status, errorDocument(code, message, details));
  }
}
