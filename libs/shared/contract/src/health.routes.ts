import * as v from 'valibot';
import { defineRoute } from './route';

/** Both servers answer it; load balancers and the test harness poll it. 503 when the database does not answer. */
export const getHealth = defineRoute({
  method: 'GET',
  path: '/health',
  summary: 'Liveness and database reachability',
  tag: 'health',
  access: 'public',
  response: v.object({ status: v.literal('ok'), uptime_s: v.number() }),
  errors: [503],
});
