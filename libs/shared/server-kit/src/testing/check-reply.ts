import type { FuzzRequest } from './fuzz-context';

export interface FuzzReply {
  statusCode: number;
  body: string;
}

const envelopeOf = (body: string): { error?: unknown; detail?: unknown } => {
  try {
    return JSON.parse(body) as { error?: unknown; detail?: unknown };
  } catch {
    return {};
  }
};

/** What every reply must be: never a 5xx, and a 4xx in the error envelope (`{ error, detail, field? }`) unless to HEAD. */
export function checkReply(request: FuzzRequest, reply: FuzzReply): void {
  const said = `${request.method} ${request.url.slice(0, 200)} ${request.payload?.slice(0, 400) ?? ''} → ${reply.statusCode} ${reply.body.slice(0, 300)}`;
  if (reply.statusCode >= 500) throw new Error(`server error: ${said}`);
  if (reply.statusCode >= 400 && request.method !== 'HEAD') {
    const envelope = envelopeOf(reply.body);
    if (typeof envelope.error !== 'string' || typeof envelope.detail !== 'string') throw new Error(`no error envelope: ${said}`);
  }
}
