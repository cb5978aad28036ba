import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';

/** inject() with an x-api-key header when a key is given. */
export type TestCall = (options: InjectOptions, apiKey?: string) => Promise<LightMyRequestResponse>;

export const testCallOf =
  (app: FastifyInstance): TestCall =>
  (options, apiKey) =>
    app.inject({ ...options, headers: { ...options.headers, ...(apiKey === undefined ? {} : { 'x-api-key': apiKey }) } });
