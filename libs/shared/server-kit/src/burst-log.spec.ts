import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { defineRoute } from '@bagel/contract';
import { quietDuringOutages } from './burst-log';
import { DatabaseUnavailableError } from './database-unavailable-error';
import { registerRoute } from './register-route';
import { RetryLaterError } from './retry-later-error';
import { serverKit } from './server-kit.plugin';
import { serverOptions } from './server-options';

const fail = defineRoute({
  method: 'GET',
  path: '/fail/{how}',
  summary: 'fails the way asked',
  tag: 'test',
  access: 'public',
  params: v.object({ how: v.picklist(['outage', 'busy', 'bug']) }),
  response: v.object({ ok: v.boolean() }),
  errors: [503],
});

const connectionRefused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
const BUSY = 'Many people are signing up right now. Please try again in a few seconds.';

interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  [field: string]: unknown;
}

let lines: LogLine[];
let app: FastifyInstance;
beforeEach(async () => {
  lines = [];
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const options = serverOptions({ logLevel: 'info' });
  const capture = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as LogLine);
      done();
    },
  });
  app = Fastify({ ...options, logger: { ...(options.logger as object), stream: capture } });
  await app.register(serverKit);
  registerRoute(app, fail, async (request) => {
    if (request.params.how === 'outage') {
      throw new DatabaseUnavailableError({
        cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
      });
    }
    if (request.params.how === 'busy') throw new RetryLaterError(503, BUSY, 5);
    throw new Error('a bug');
  });
  await app.ready();
});
afterEach(async () => {
  await app.close();
  vi.useRealTimers();
});

const send = (how: string, times: number) =>
  Promise.all(Array.from({ length: times }, (_, i) => app.inject({ url: `/fail/${how}`, headers: { 'x-request-id': `${how}-${i}` } })));
const problems = () => lines.filter((line) => line.level >= 40);

describe('expected refusals in the log', () => {
  it('are one warning without a stack per kind and burst, then the count of the rest', async () => {
    const outage = await send('outage', 200);
    const busy = await send('busy', 50);
    // What callers get is unchanged.
    expect(new Set([...outage, ...busy].map((reply) => reply.statusCode))).toEqual(new Set([503]));
    expect(outage[0]?.headers['retry-after']).toBe('5');

    expect(problems()).toEqual([
      {
        ...problems()[0],
        level: 40,
        msg: 'request refused',
        reqId: 'outage-0',
        statusCode: 503,
        detail: 'The database is not reachable right now. Please try again shortly.',
        reason: { type: 'Error', message: 'connect ECONNREFUSED 127.0.0.1:5432', code: 'ECONNREFUSED' },
      },
      { ...problems()[1], level: 40, msg: 'request refused', reqId: 'busy-0', statusCode: 503, detail: BUSY },
    ]);
    expect(JSON.stringify(problems())).not.toMatch(/stack|\n\s+at /);

    lines.length = 0;
    await vi.advanceTimersByTimeAsync(60_000);
    expect(problems()).toEqual([
      expect.objectContaining({ level: 40, msg: 'request refused (199 more times)', suppressed: 199, statusCode: 503 }),
      expect.objectContaining({ level: 40, msg: 'request refused (49 more times)', suppressed: 49, detail: BUSY }),
    ]);

    // The next burst starts with a line of its own.
    lines.length = 0;
    await send('outage', 3);
    expect(problems()).toEqual([expect.objectContaining({ msg: 'request refused', reqId: 'outage-0' })]);
  });

  it('tell the count of a burst still open when the server stops', async () => {
    await send('busy', 3);
    lines.length = 0;
    await app.close();
    expect(problems()).toEqual([expect.objectContaining({ level: 40, msg: 'request refused (2 more times)', suppressed: 2 })]);
  });

  it('leave other failures logged as errors with their stacks, each time', async () => {
    await send('bug', 3);
    expect(problems()).toHaveLength(3);
    for (const line of problems()) {
      expect(line).toMatchObject({ level: 50, msg: 'request failed', err: { message: 'a bug', stack: expect.stringMatching(/\n\s+at /) } });
    }
  });
});

describe('background work during a database outage', () => {
  it('warns once per burst without a stack, and still logs any other failure as an error', async () => {
    const log = quietDuringOutages(app);
    for (let poll = 0; poll < 30; poll++) log.error({ err: connectionRefused() }, 'The job queue reported an error');
    log.error({ err: new Error('a bug') }, 'The job queue reported an error');
    expect(problems()).toEqual([
      expect.objectContaining({
        level: 40,
        msg: 'The job queue reported an error',
        reason: expect.objectContaining({ code: 'ECONNREFUSED' }),
      }),
      expect.objectContaining({ level: 50, msg: 'The job queue reported an error', err: expect.objectContaining({ message: 'a bug' }) }),
    ]);
    expect(JSON.stringify(problems()[0])).not.toContain('stack');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(problems()[2]).toMatchObject({ level: 40, msg: 'The job queue reported an error (29 more times)', suppressed: 29 });
  });
});
