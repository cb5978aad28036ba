import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { DrizzleQueryError, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defineRoute } from '@bagel/contract';
import type { DatabaseHandle } from '@bagel/db';
import { openTestDatabase } from '@bagel/db/testing';
import { logSafeError } from './log-safe-error';
import { registerRoute } from './register-route';
import { serverKit } from './server-kit.plugin';
import { serverOptions } from './server-options';

// What a sign-up writes: values that must never reach a log.
const USERNAME = 'marguerite-unique-7f3a';
const PASSWORD_HASH = 'scrypt$16384$8$1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase([]);
  await database.db.execute(sql`create table people (username text constraint people_username_key unique, password_hash text not null)`);
  await database.db.execute(sql`insert into people values (${USERNAME}, ${PASSWORD_HASH})`);
}, 60_000);
afterAll(() => database.close());

const failureOf = (statement: Promise<unknown>) =>
  statement.then(
    () => undefined,
    (error: unknown) => error,
  );
const duplicateInsert = () => failureOf(database.db.execute(sql`insert into people values (${USERNAME}, ${PASSWORD_HASH})`));

describe('logSafeError', () => {
  it("keeps what identifies a failed statement and drops Drizzle's query text and parameters", async () => {
    const error = await duplicateInsert();
    expect(error).toBeInstanceOf(DrizzleQueryError);
    // The raw error carries the values three times: in Drizzle's message and params, and in PostgreSQL's detail.
    expect(JSON.stringify({ message: (error as Error).message, params: (error as DrizzleQueryError).params })).toContain(PASSWORD_HASH);

    const logged = logSafeError(error as Error);
    expect(logged).toMatchObject({
      type: 'DrizzleQueryError',
      message: 'Failed query',
      cause: { code: '23505', constraint: 'people_username_key', table: 'people', message: expect.stringContaining('duplicate key') },
    });
    expect(logged.stack).toMatch(/^DrizzleQueryError: Failed query\n\s+at /);
    expect(logged.cause?.stack).toMatch(/\n\s+at /);
    const text = JSON.stringify(logged);
    expect(text).not.toContain(PASSWORD_HASH);
    expect(text).not.toContain(USERNAME);
    expect(text).not.toContain('insert into');
  }, 30_000);

  it('follows a chain of causes without looping, and shows no more than the type of anything but an error', () => {
    const first = new Error('outer');
    const second = new Error('inner', { cause: first });
    Object.assign(first, { cause: second });
    expect(logSafeError(first)).toMatchObject({ message: 'outer', cause: { message: 'inner' } });
    expect(logSafeError(first).cause?.cause).toBeUndefined();
    expect(logSafeError('scrypt$' as never)).toEqual({ type: 'string', message: '', stack: '' });
  });
});

describe('the server log', () => {
  const lines: string[] = [];
  let app: FastifyInstance;
  const signUp = defineRoute({
    method: 'POST',
    path: '/people',
    summary: 'writes a person as sign-up does',
    tag: 'test',
    access: 'public',
    body: v.object({ username: v.string(), password: v.string() }),
    response: v.object({ ok: v.boolean() }),
  });
  beforeAll(async () => {
    const options = serverOptions({ logLevel: 'info' });
    const capture = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    app = Fastify({ ...options, logger: { ...(options.logger as object), stream: capture } });
    await app.register(serverKit);
    registerRoute(app, signUp, async (request) => {
      request.log.info({ body: request.body, headers: request.headers }, 'signing up');
      await database.db.execute(sql`insert into people values (${request.body.username}, ${PASSWORD_HASH})`);
      return { ok: true };
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it('holds neither the parameters of a failed insert nor credentials the request carried', async () => {
    const reply = await app.inject({
      method: 'POST',
      url: '/people',
      payload: { username: USERNAME, password: 'correct horse battery' },
      headers: { cookie: 'bagel_session=s3ss10n', authorization: 'Bearer t0ken', 'x-api-key': 'bgl_k3y' },
    });
    expect(reply.statusCode).toBe(500);

    const log = lines.join('');
    for (const secret of ['scrypt$', PASSWORD_HASH, 'correct horse battery', 's3ss10n', 't0ken', 'bgl_k3y']) {
      expect(log, secret).not.toContain(secret);
    }
    expect(log).toContain('[Redacted]');
    // The failure is logged by what identifies it, without the row's values (the body's line may name the user).
    const failure = lines.find((line) => line.includes('request failed'));
    expect(failure).toContain('"constraint":"people_username_key"');
    expect(failure).not.toContain(USERNAME);
  }, 30_000);

  it('redacts credential fields in any logged object', () => {
    lines.length = 0;
    app.log.info({
      password: 'p1',
      user: { passwordHash: 'p2', apiKey: 'p3', token: 'p4', secret: 'p5' },
      upstream: { headers: { 'set-cookie': 'p6' } },
    });
    const [entry] = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entry).toMatchObject({
      password: '[Redacted]',
      user: { passwordHash: '[Redacted]', apiKey: '[Redacted]', token: '[Redacted]', secret: '[Redacted]' },
      upstream: { headers: { 'set-cookie': '[Redacted]' } },
    });
  });
});
