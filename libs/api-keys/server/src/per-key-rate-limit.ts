import fp from 'fastify-plugin';
import rateLimit, { type FastifyRateLimitStore, type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { Database } from '@bagel/db';
import { RetryLaterError } from '@bagel/server-kit';
import { countRequest, deleteEndedRequestCounters } from './request-counters.repository';

const WINDOW_MS = 60_000;
/** Ended windows are swept at most this often, by whichever request of this process comes next. */
const SWEEP_EVERY_MS = 60_000;

export interface PerKeyRateLimitOptions {
  db: Database;
  /** Requests one user's key may make per minute, across every api process. */
  perMinute: number;
}

/**
 * @fastify/rate-limit's counts, kept in the database so every api process counts into the same window. A key found
 * over its limit is refused from memory until its window resets: a window's count only grows, so the answer cannot
 * change before then, and a refusal that costs no database write is what keeps a flooding key from slowing everyone
 * else (each refusal written to the counter cost as much as the answer it replaced, `npm run bench:noisy-key`).
 */
function databaseStore(db: Database, perMinute: number): FastifyRateLimitStoreCtor {
  let nextSweep = 0;
  /** Keys over their limit in this process, with when their window resets (this process's clock). */
  const overUntil = new Map<string, number>();
  async function count(key: string, windowMs: number) {
    const now = Date.now();
    const refusedUntil = overUntil.get(key);
    if (refusedUntil !== undefined && now < refusedUntil) return { hits: perMinute + 1, resetsInMs: refusedUntil - now };
    overUntil.delete(key);
    if (now >= nextSweep) {
      nextSweep = now + SWEEP_EVERY_MS;
      await deleteEndedRequestCounters(db);
      for (const [over, until] of overUntil) if (until <= now) overUntil.delete(over);
    }
    const counted = await countRequest(db, key, windowMs);
    if (counted.hits > perMinute) overUntil.set(key, Date.now() + counted.resetsInMs);
    return counted;
  }
  return class DatabaseStore implements FastifyRateLimitStore {
    incr(key: string, callback: (error: Error | null, result?: { current: number; ttl: number }) => void, timeWindow: number): void {
      count(key, timeWindow).then(({ hits, resetsInMs }) => callback(null, { current: hits, ttl: Math.max(0, resetsInMs) }), callback);
    }
    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

/** Only a user's own key is limited: edge's service key, pods' tokens and public routes have limits of their own or none. */
const userOf = (request: FastifyRequest) => (request.principal?.kind === 'user' ? request.principal.userId : undefined);

/**
 * One key cannot slow everyone down: each user's key may make `perMinute` requests a minute, counted across
 * every api process; past that, 429 with Retry-After (and the x-ratelimit-* headers on every limited reply).
 * Registered before any route: it hooks each route as it is added, to run once the key has been read.
 */
export const perKeyRateLimit = fp<PerKeyRateLimitOptions>(
  async function perKeyRateLimit(app, { db, perMinute }) {
    await app.register(rateLimit, {
      global: true,
      // After the route's own onRequest hook, which reads the key, and before the body is read.
      hook: 'preParsing',
      max: perMinute,
      timeWindow: WINDOW_MS,
      store: databaseStore(db, perMinute),
      keyGenerator: (request) => `user:${userOf(request) ?? ''}`,
      allowList: (request) => userOf(request) === undefined,
      errorResponseBuilder: (_request, { max, ttl }) => {
        const seconds = Math.max(1, Math.ceil(ttl / 1000));
        return new RetryLaterError(
          429,
          `Too many requests with this API key: at most ${max} a minute. Please try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`,
          seconds,
        );
      },
    });
  },
  { name: 'per-key-rate-limit', dependencies: ['server-kit'], fastify: '5.x' },
);
