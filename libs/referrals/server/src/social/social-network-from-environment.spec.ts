import { afterAll, beforeAll, expect, it } from 'vitest';
import { startFakeX, type FakeX } from '../testing/fake-x';
import { socialNetworkFromEnvironment } from './social-network-from-environment';
import { X_AUTHORIZE_URL } from './x/x-network';

let x: FakeX;
beforeAll(async () => {
  x = await startFakeX({ clientId: 'env-client' });
});
afterAll(() => x.close());

const authorizeUrlOf = (env: Record<string, string>) =>
  new URL(
    socialNetworkFromEnvironment(env).oauth?.authorizeUrl({ state: 's', codeChallenge: 'c', redirectUri: 'https://api.test/cb' }) ?? '',
  );

it('is the local outbox unless X_CLIENT_ID is set', () => {
  for (const env of [{}, { X_CLIENT_ID: '  ' }, { X_API_URL: 'https://api.x.com' }]) {
    const network = socialNetworkFromEnvironment(env);
    expect(network.label).toBe('Local outbox');
    expect(network.oauth).toBeNull();
  }
});

it("is X with X_CLIENT_ID, at X's addresses unless X_API_URL and X_AUTHORIZE_URL say otherwise", async () => {
  expect(socialNetworkFromEnvironment({ X_CLIENT_ID: 'env-client' }).label).toBe('X');
  const byDefault = authorizeUrlOf({ X_CLIENT_ID: 'env-client' });
  expect(`${byDefault.origin}${byDefault.pathname}`).toBe(X_AUTHORIZE_URL);
  expect(byDefault.searchParams.get('client_id')).toBe('env-client');
  const configured = authorizeUrlOf({ X_CLIENT_ID: 'env-client', X_AUTHORIZE_URL: x.authorizeUrl });
  expect(`${configured.origin}${configured.pathname}`).toBe(x.authorizeUrl);

  const confidential = socialNetworkFromEnvironment({ X_CLIENT_ID: 'env-client', X_CLIENT_SECRET: 'shh', X_API_URL: x.apiUrl });
  await confidential.oauth?.refresh('no-such-token').catch(() => undefined);
  expect(x.requests.at(-1)).toMatchObject({
    path: '/2/oauth2/token',
    authorization: `Basic ${Buffer.from('env-client:shh').toString('base64')}`,
  });
});

it('stops the start on a malformed URL, naming the variable', () => {
  expect(() => socialNetworkFromEnvironment({ X_CLIENT_ID: 'c', X_API_URL: 'api.x.com' })).toThrow(
    "X_API_URL must be an http(s) URL such as https://api.x.com, not 'api.x.com'",
  );
  expect(() => socialNetworkFromEnvironment({ X_CLIENT_ID: 'c', X_AUTHORIZE_URL: 'ftp://x.com' })).toThrow(/^X_AUTHORIZE_URL must be/);
});
