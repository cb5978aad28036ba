import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterEach, describe, expect, it } from 'vitest';
import { defineRoute } from '@bagel/contract';
import { openDatabase, pingDatabase, type Database, type DatabaseHandle } from '@bagel/db';
import { openTestDatabase, usingPostgres } from '@bagel/db/testing';
import { registerHealthRoutes } from './health.route';
import { registerRoute } from './register-route';
import { serverKit } from './server-kit.plugin';
import { serverOptions } from './server-options';

const readSomething = defineRoute({
  method: 'GET',
  path: '/something/{how}',
  summary: 'reads from the database',
  tag: 'test',
  access: 'public',
  params: v.object({ how: v.picklist(['query', 'transaction']) }),
  response: v.object({ one: v.number() }),
});

async function appOn(db: Database): Promise<FastifyInstance> {
  const app = Fastify(serverOptions({ logLevel: 'silent' }));
  await app.register(serverKit);
  const selectOne = async (on: Database) => firstRow<{ one: number }>(await on.execute(sql`select 1 as one`));
  registerRoute(app, readSomething, async (request) =>
    request.params.how === 'query' ? selectOne(db) : db.transaction((tx) => selectOne(tx as unknown as Database)),
  );
  registerHealthRoutes(app, () => pingDatabase(db));
  await app.ready();
  return app;
}

const firstRow = <T>(result: unknown) => (result as { rows: T[] }).rows[0] as T;

const OUTAGE = { error: 'Service Unavailable', detail: 'The database is not reachable right now. Please try again shortly.' };

async function expectOutageAnswers(app: FastifyInstance): Promise<void> {
  for (const url of ['/something/query', '/something/transaction', '/health', '/ready']) {
    const reply = await app.inject({ url });
    expect(reply.statusCode, url).toBe(503);
    expect(reply.json(), url).toEqual(OUTAGE);
    expect(reply.headers['retry-after'], url).toBe('5');
  }
}

let cleanUp: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const step of cleanUp.reverse()) await step();
  cleanUp = [];
});

describe('a database outage', () => {
  it.skipIf(usingPostgres())(
    'answers 503 with Retry-After once PGlite is closed under a running app',
    async () => {
      const database = await openTestDatabase([]);
      const app = await appOn(database.db);
      cleanUp.push(() => app.close());
      expect((await app.inject({ url: '/something/query' })).json()).toEqual({ one: 1 });
      expect((await app.inject({ url: '/something/transaction' })).json()).toEqual({ one: 1 });

      await database.close();
      await expectOutageAnswers(app);
    },
    60_000,
  );

  it.skipIf(!usingPostgres())(
    'answers 503 with Retry-After once PostgreSQL stops answering on its port',
    async () => {
      const proxy = await startProxyTo(new URL(process.env['TEST_DATABASE_URL'] as string));
      const url = new URL(process.env['TEST_DATABASE_URL'] as string);
      url.hostname = '127.0.0.1';
      url.port = String(proxy.port);
      const database: DatabaseHandle = await openDatabase({ url: url.toString(), poolSize: 2 });
      cleanUp.push(() => database.close());
      const app = await appOn(database.db);
      cleanUp.push(() => app.close());
      expect((await app.inject({ url: '/something/transaction' })).json()).toEqual({ one: 1 });

      await proxy.stop();
      await expectOutageAnswers(app);
    },
    60_000,
  );

  it('still answers 500, without details, for a statement the database refused', async () => {
    const failing = defineRoute({ ...readSomething, path: '/failing', params: undefined });
    const database = await openTestDatabase([]);
    cleanUp.push(() => database.close());
    const app = Fastify(serverOptions({ logLevel: 'silent' }));
    cleanUp.push(() => app.close());
    await app.register(serverKit);
    registerRoute(app, failing, async () => firstRow<never>(await database.db.execute(sql`select * from no_such_table`)));
    const reply = await app.inject({ url: '/failing', headers: { 'x-request-id': 'refused-1' } });
    expect(reply.statusCode).toBe(500);
    expect(reply.headers['retry-after']).toBeUndefined();
    expect(reply.json()).toEqual({
      error: 'Internal Server Error',
      detail: 'Something went wrong on our side (request refused-1). Please try again.',
    });
  }, 60_000);
});

/** A TCP hop in front of PostgreSQL that can be cut, as a crashed server or a lost network would: the port then refuses connections. */
async function startProxyTo(target: URL): Promise<{ port: number; stop(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = createServer((client) => {
    const upstream = connect(Number(target.port), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => undefined);
      socket.on('close', () => sockets.delete(socket));
    }
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    async stop() {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
  };
}
