import * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { defineRoute, type HttpMethod } from '@bagel/contract';
import { fakeFetch, fakeRoute, offContractReply } from './fake-fetch';

// Routes of a made-up notes service, so this shared lib depends on no domain's contract.
const example = <M extends HttpMethod>(method: M, path: string) => ({
  method,
  path,
  summary: path,
  tag: 'example',
  access: 'user' as const,
});
const Note = v.object({ title: v.string(), pinned: v.boolean() });

const getNote = defineRoute({
  ...example('GET', '/api/v1/notes/{userId}/{noteId}'),
  params: v.object({ userId: v.string(), noteId: v.string() }),
  response: Note,
});
const renameNote = defineRoute({
  ...example('POST', '/api/v1/notes/{userId}/{noteId}'),
  params: v.object({ userId: v.string(), noteId: v.string() }),
  body: v.object({ title: v.string() }),
  response: Note,
});
const countNotes = defineRoute({
  ...example('GET', '/api/v1/notes'),
  query: v.object({ pinned: v.optional(v.string()) }),
  response: v.object({ count: v.number() }),
});

const json = (body: unknown) => ({ method: 'POST', body: JSON.stringify(body) });

describe('fakeFetch', () => {
  it("answers by the route's method and path, with its params decoded and the body the client sent", async () => {
    const fetch = fakeFetch([
      fakeRoute(getNote, ({ params }) => ({ body: { title: `${params.userId}:${params.noteId}`, pinned: false } })),
      fakeRoute(renameNote, ({ params, body, headers }) => ({
        status: 201,
        body: { title: `${body.title} by ${params.userId} (${headers['x-api-key']})`, pinned: true },
      })),
    ]);

    const got = await fetch('https://api.test/api/v1/notes/u%201/n-2');
    expect(await got.json()).toEqual({ title: 'u 1:n-2', pinned: false });

    const renamed = await fetch('https://api.test/api/v1/notes/u1/n2', { ...json({ title: 'Groceries' }), headers: { 'x-api-key': 'k' } });
    expect(renamed.status).toBe(201);
    expect(await renamed.json()).toEqual({ title: 'Groceries by u1 (k)', pinned: true });
  });

  it('matches a path whatever its query string, and hands the handler the query', async () => {
    const fetch = fakeFetch([fakeRoute(countNotes, ({ query }) => ({ body: { count: query.get('pinned') === 'true' ? 1 : 3 } }))]);
    expect(await (await fetch('/api/v1/notes?pinned=true&page=2')).json()).toEqual({ count: 1 });
    expect(await (await fetch('/api/v1/notes')).json()).toEqual({ count: 3 });
    expect(fetch.requests[0]?.query.get('page')).toBe('2');
  });

  it('lets the last fake of a route answer, so a test overrides shared defaults', async () => {
    const defaults = [fakeRoute(countNotes, () => ({ body: { count: 3 } }))];
    const fetch = fakeFetch([...defaults, fakeRoute(countNotes, () => ({ body: { count: 0 } }))]);
    expect(await (await fetch('/api/v1/notes')).json()).toEqual({ count: 0 });
  });

  it('answers error envelopes, off-contract bodies and raw responses as given', async () => {
    const fetch = fakeFetch([
      fakeRoute(getNote, () => ({ status: 404, body: { error: 'Not Found', detail: 'Note not found' } })),
      fakeRoute(countNotes, () => offContractReply(422, { msg: 'Odd' })),
      fakeRoute(renameNote, () => new Response(null, { status: 409 })),
    ]);
    const missing = await fetch('/api/v1/notes/u1/n1');
    expect([missing.status, await missing.json()]).toEqual([404, { error: 'Not Found', detail: 'Note not found' }]);
    const odd = await fetch('/api/v1/notes');
    expect([odd.status, await odd.json()]).toEqual([422, { msg: 'Odd' }]);
    expect((await fetch('/api/v1/notes/u1/n1', json({ title: 'x' }))).status).toBe(409);
  });

  it('answers unknown routes and methods with a 404 error envelope, and records every request', async () => {
    const fetch = fakeFetch([fakeRoute(getNote, () => ({ body: { title: 't', pinned: false } }))]);
    const unknown = await fetch('/api/nothing');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error: 'not_found', detail: 'No fake for GET /api/nothing' });
    expect((await fetch('/api/v1/notes/u1/n1', { method: 'DELETE' })).status).toBe(404);
    expect((await fetch('/api/v1/notes/u1/n1/more')).status).toBe(404);

    expect(fetch.requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'GET /api/nothing',
      'DELETE /api/v1/notes/u1/n1',
      'GET /api/v1/notes/u1/n1/more',
    ]);
  });

  it('types each handler by its route: a reply off the contract does not compile', () => {
    fakeRoute(getNote, ({ params, body }) => {
      expectTypeOf(params).toEqualTypeOf<{ userId: string; noteId: string }>();
      expectTypeOf(body).toEqualTypeOf<undefined>();
      // @ts-expect-error getNote has no `id` param
      void params.id;
      return { body: { title: 't', pinned: false } };
    });
    fakeRoute(renameNote, ({ body }) => {
      expectTypeOf(body).toEqualTypeOf<{ title: string }>();
      return { body: { title: body.title, pinned: true } };
    });
    // @ts-expect-error the reply of another route (countNotes') for getNote
    fakeRoute(getNote, () => ({ body: { count: 3 } }));
    // @ts-expect-error a field of the wrong type
    fakeRoute(getNote, () => ({ body: { title: 't', pinned: 'no' } }));
    // @ts-expect-error an error status takes the servers' error envelope, not another shape
    fakeRoute(getNote, () => ({ status: 422, body: { msg: 'Odd' } }));
    // @ts-expect-error a success status takes the route's response, not an error envelope
    fakeRoute(getNote, () => ({ status: 200, body: { error: 'Not Found', detail: 'gone' } }));
  });
});
