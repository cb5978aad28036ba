import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { apiKeyAuthenticator } from './api-key-authenticator';

const ALICE = '11111111-1111-4111-8111-111111111111';
const authenticate = apiKeyAuthenticator('the-service-key', async (key) =>
  key === 'bgl_alice' ? { userId: ALICE, role: 'waitlist', waitlisted: true } : undefined,
);
const withKey = (key?: string | string[]) =>
  authenticate({ headers: key === undefined ? {} : { 'x-api-key': key } } as unknown as FastifyRequest);

describe('apiKeyAuthenticator', () => {
  it('tells anonymous callers, the service, users and bad keys apart', async () => {
    expect(await withKey()).toEqual({ kind: 'anonymous' });
    expect(await withKey('the-service-key')).toEqual({ kind: 'service' });
    expect(await withKey('bgl_alice')).toEqual({ kind: 'user', userId: ALICE, role: 'waitlist', waitlisted: true });
    expect(await withKey('bgl_nobody')).toEqual({ kind: 'invalid', reason: 'Invalid API key' });
    expect(await withKey('')).toEqual({ kind: 'invalid', reason: 'Invalid API key' });
    expect(await withKey(['bgl_alice', 'bgl_alice'])).toEqual({ kind: 'invalid', reason: 'Invalid API key' });
  });
});
