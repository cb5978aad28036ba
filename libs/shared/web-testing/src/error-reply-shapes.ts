import { offContractReply } from './fake-fetch';

/**
 * The error reply bodies spec §8 names, each carrying `text` where a screen should find it: a `msg`; a `detail` as text,
 * as a list of items (the first one's `msg` speaks) or as an object with a `msg`; an `error` as text; and our own
 * envelope, whose `error` is only the HTTP reason. A screen's test answers a failing call with each in turn, as an
 * {@link offContractReply} (most are no route's error body).
 */
export function errorReplyShapes(text: string): [shape: string, body: unknown][] {
  return [
    ['{msg}', { msg: text }],
    ['{detail: text}', { detail: text }],
    ['{detail: [{msg}, …]}', { detail: [{ msg: text, loc: ['body'], type: 'value_error' }, { msg: 'A second problem' }] }],
    ['{detail: {msg}}', { detail: { msg: text } }],
    ['{error: text}', { error: text }],
    ['{error, detail} (our envelope)', { error: 'Unprocessable Entity', detail: text }],
  ];
}

/** A failure's JSON body with none of spec §8's fields: only model creation shows it (as the raw data). */
export const UNWORDED_ERROR_BODY = { status: 'broken', code: 7 };

/** Error replies that carry no JSON at all: every screen shows its own default for them. */
export function bodylessErrorReplies(): [shape: string, reply: () => Response][] {
  return [
    ['an empty body', () => new Response(null, { status: 409 })],
    // A proxy's own page, as one in front of the servers answers a body too large for it (4xx: no retries).
    [
      'a body that is not JSON',
      () => new Response('<html>Request Entity Too Large</html>', { status: 413, headers: { 'content-type': 'text/html' } }),
    ],
  ];
}

/** Error replies that word nothing a person could read: a screen shows its own default (model creation: the raw data). */
export function wordlessErrorReplies(): [shape: string, reply: () => Response][] {
  return [...bodylessErrorReplies(), ['JSON without msg, detail or error', () => offContractReply(400, UNWORDED_ERROR_BODY)]];
}
