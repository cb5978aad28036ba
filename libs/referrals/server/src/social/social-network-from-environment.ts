import { createLocalOutbox } from './local-outbox';
import type { SocialNetwork } from './social-network';
import { createXNetwork, X_API_URL, X_AUTHORIZE_URL } from './x/x-network';

function httpUrl(name: string, raw: string | undefined, fallback: string): string {
  const value = raw?.trim();
  if (!value) return fallback;
  const url = URL.canParse(value) ? new URL(value) : undefined;
  if (url?.protocol !== 'http:' && url?.protocol !== 'https:')
    throw new Error(`${name} must be an http(s) URL such as ${fallback}, not '${value}'`);
  return value;
}

/**
 * Where invitations are posted: X when `X_CLIENT_ID` is set (a confidential client with `X_CLIENT_SECRET`; its API at
 * `X_API_URL`, its authorize page at `X_AUTHORIZE_URL`), else the local outbox. A malformed value stops the api at
 * start rather than at the first post.
 */
export function socialNetworkFromEnvironment(
  env: Record<string, string | undefined>,
  options: { fetch?: typeof fetch } = {},
): SocialNetwork {
  const clientId = env['X_CLIENT_ID']?.trim();
  if (!clientId) return createLocalOutbox();
  return createXNetwork({
    clientId,
    clientSecret: env['X_CLIENT_SECRET']?.trim() || undefined,
    apiUrl: httpUrl('X_API_URL', env['X_API_URL'], X_API_URL),
    authorizeUrl: httpUrl('X_AUTHORIZE_URL', env['X_AUTHORIZE_URL'], X_AUTHORIZE_URL),
    fetch: options.fetch,
  });
}
