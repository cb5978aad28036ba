import * as v from 'valibot';
import { defineRoute } from './route';

/** Both servers answer it: liveness. 503 when the database does not answer. */
export const getHealth = defineRoute({
  method: 'GET',
  path: '/health',
  summary: 'Liveness and database reachability',
  tag: 'health',
  access: 'public',
  response: v.object({ status: v.literal('ok'), uptime_s: v.number() }),
  errors: [503],
});

/**
 * Both servers answer it: readiness, for load balancers and whatever starts the servers (npm start, the e2e
 * harness). 503 with Retry-After while startup tasks run (edge creates the first accounts after it listens) or
 * after one failed, and when the database does not answer.
 */
export const getReady = defineRoute({
  method: 'GET',
  path: '/ready',
  summary: 'Ready for traffic: startup done and the database answers',
  tag: 'health',
  access: 'public',
  response: v.object({ status: v.literal('ready') }),
  errors: [503],
});
