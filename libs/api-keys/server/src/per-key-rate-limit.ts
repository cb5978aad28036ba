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

/** @fastify/rate-limit's counts, kept in the database so every api process counts into the same window. */
function databaseStore(db: Database): FastifyRateLimitStoreCtor {
  let nextSweep = 0;
  async function count(key: string, windowMs: number) {
    if (Date.now() >= nextSweep) {
      nextSweep = Date.now() + SWEEP_EVERY_MS;
      await deleteEndedRequestCounters(db);
    }
    return countRequest(db, key, windowMs);
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
      store: databaseStore(db),
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
