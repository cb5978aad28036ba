import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerHealthRoutes } from './health.route';
import { serverKit } from './server-kit.plugin';
import { serverOptions } from './server-options';
import { createStartup, type Startup } from './startup';

let app: FastifyInstance;
afterEach(() => app.close());

async function appWith(startup?: Startup): Promise<FastifyInstance> {
  app = Fastify(serverOptions({ logLevel: 'silent' }));
  await app.register(serverKit);
  registerHealthRoutes(app, async () => undefined, startup);
  await app.ready();
  return app;
}

describe('/health and /ready', () => {
  it('are both ok at once for a server with nothing to do after it listens', async () => {
    await appWith();
    expect((await app.inject({ url: '/health' })).json()).toEqual({ status: 'ok', uptime_s: expect.any(Number) });
    expect((await app.inject({ url: '/ready' })).json()).toEqual({ status: 'ready' });
  });

  it('say live but not ready while startup tasks run, and ready once they are done', async () => {
    const startup = createStartup('creating the first accounts');
    await appWith(startup);
    expect((await app.inject({ url: '/health' })).statusCode).toBe(200);
    const starting = await app.inject({ url: '/ready' });
    expect(starting.statusCode).toBe(503);
    expect(starting.headers['retry-after']).toBe('2');
    expect(starting.json()).toEqual({
      error: 'Service Unavailable',
      detail: 'Starting up: creating the first accounts. Please try again in a moment.',
    });

    expect(startup.finish()).toBe(true);
    expect((await app.inject({ url: '/ready' })).json()).toEqual({ status: 'ready' });
  });

  it('stay not ready, saying why, when a startup task failed', async () => {
    const startup = createStartup('creating the first accounts');
    await appWith(startup);
    startup.failed('the first accounts could not be created');
    startup.failed('the demo Bagels could not be granted');
    expect(startup.finish()).toBe(false);
    const failed = await app.inject({ url: '/ready' });
    expect(failed.statusCode).toBe(503);
    expect(failed.json().detail).toBe(
      'Starting up failed: the first accounts could not be created; the demo Bagels could not be granted. See the server log, and restart.',
    );
    expect((await app.inject({ url: '/health' })).statusCode).toBe(200);
  });
});
