import * as v from 'valibot';
import { defineRoute, UserId, type HttpMethod } from '@bagel/contract';

/**
 * Routes of a made-up notes service, one for each shape of descriptor the client must call, so the client's tests
 * depend on no domain's contract (a change there would otherwise mark this shared lib and its dependents affected).
 */

/** What every example route has alike; the fields a test exercises are spelled out in each. */
const example = <M extends HttpMethod>(method: M, path: string) => ({ method, path, summary: `${method} ${path}`, tag: 'example' });

const Note = v.object({ title: v.string(), pinned: v.boolean() });
const UserParams = v.object({ userId: UserId });
const ownerInParams = { in: 'params', field: 'userId' } as const;

/** Params, the owner among them. */
export const getNote = defineRoute({
  ...example('GET', '/api/v1/notes/{userId}'),
  access: 'user',
  owner: ownerInParams,
  params: UserParams,
  response: Note,
});

/** A query, the owner in it; it may answer 404. */
export const countNotes = defineRoute({
  ...example('GET', '/api/v1/notes'),
  access: 'user-or-service',
  owner: { in: 'query', field: 'user_id' },
  query: v.object({ user_id: UserId }),
  response: v.object({ count: v.number() }),
  errors: [404],
});

/** A JSON body, the owner in it. */
export const pinNote = defineRoute({
  ...example('POST', '/api/v1/notes/pin'),
  access: 'user',
  owner: { in: 'body', field: 'user_id' },
  body: v.object({ user_id: UserId }),
  response: Note,
});

/** Anyone may call it. */
export const forgetVisitor = defineRoute({
  ...example('POST', '/api/example/forget-me'),
  access: 'public',
  response: v.object({ forgotten: v.literal(true) }),
});

/** A signed-in session's; its object answer holds a link the schema checks. */
export const getNotebook = defineRoute({
  ...example('GET', '/api/example/notebook'),
  access: 'session',
  response: v.object({ owner: v.string(), share_url: v.pipe(v.string(), v.url()) }),
});

/** A `text/event-stream` whose events' `data:` JSON is one of these changes, resumed after the last event id. */
export const streamNoteChanges = defineRoute({
  ...example('GET', '/api/v1/notes/{userId}/changes'),
  access: 'user',
  owner: ownerInParams,
  params: UserParams,
  query: v.object({ after: v.optional(v.string(), '') }),
  response: v.variant('type', [
    v.object({ type: v.literal('edited'), note: Note }),
    v.object({ type: v.literal('count'), count: v.number() }),
  ]),
});
