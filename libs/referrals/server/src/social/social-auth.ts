import { PATHS } from '@bagel/contract';
import type { SocialAuthStatus } from '@bagel/referrals-contract';
import type { Database } from '@bagel/db';
import type { SocialAccountRow } from '../referrals.schema';
import { codeChallengeOf, newCodeVerifier, newState } from './pkce';
import { SocialNetworkError, type SocialAuthor, type SocialNetwork, type SocialOAuth, type SocialTokens } from './social-network';
import {
  findAccount,
  forgetAccount,
  insertState,
  liveStateOf,
  replaceTokens,
  saveAccount,
  takeState,
  type SealedTokens,
} from './social-accounts.repository';
import type { TokenSealing } from './token-sealing';

/** How long a user has to finish authorising at the network. */
export const STATE_LIFETIME_MS = 10 * 60 * 1000;
/** A state with less left than this is not handed out again: the user may still be reading the network's page. */
const STATE_REUSE_MARGIN_MS = 5 * 60 * 1000;
/** An access token this close to its end is refreshed before use rather than refused mid-post. */
const EXPIRY_MARGIN_MS = 60 * 1000;

export interface SocialAuthDependencies {
  db: Database;
  network: SocialNetwork;
  sealing: TokenSealing;
  /** Where the network sends the browser back: the api's callback route. */
  redirectUri: string;
  /** The web app's origin: the callback ends on its /invite page. */
  webOrigin: string;
  log: { warn(object: object, message: string): void };
  now?: () => number;
}

/** The token to post with, and the sealed form it is stored under (to forget exactly that one if it is refused). */
export interface Authorised {
  author: SocialAuthor;
  sealedAccessToken: string;
}

const mustAuthorise = (why: string) => new SocialNetworkError(why, 'authorization');

/**
 * Users' authorisations to post on the network as them: the authorize URL with a single-use state and PKCE verifier
 * (10 minutes), the callback that exchanges the code, and the token to post with, refreshed when it is about to expire.
 */
export function createSocialAuth({ db, network, sealing, redirectUri, webOrigin, log, now = Date.now }: SocialAuthDependencies) {
  const sealed = (tokens: SocialTokens): SealedTokens => ({
    accessToken: sealing.seal(tokens.accessToken),
    refreshToken: tokens.refreshToken === null ? null : sealing.seal(tokens.refreshToken),
    expiresAt: tokens.expiresAt,
    scope: tokens.scope,
  });

  async function authorizeUrl(oauth: SocialOAuth, userId: string): Promise<string> {
    const live = await liveStateOf(db, userId, new Date(now() + STATE_REUSE_MARGIN_MS));
    const state = live ?? { state: newState(), userId, codeVerifier: newCodeVerifier(), expiresAt: new Date(now() + STATE_LIFETIME_MS) };
    if (!live) await insertState(db, state, new Date(now()));
    return oauth.authorizeUrl({ state: state.state, codeChallenge: codeChallengeOf(state.codeVerifier), redirectUri });
  }

  /** Refreshes under way in this process, by user: posts that need the same refresh share it (X spends a refresh token once). */
  const refreshing = new Map<string, Promise<SocialAccountRow>>();

  const expiring = (account: SocialAccountRow) =>
    account.refreshToken !== null && account.expiresAt !== null && account.expiresAt.getTime() <= now() + EXPIRY_MARGIN_MS;

  /**
   * The account with tokens fresh enough to post, refreshing them at most once at a time per user in this process. The
   * account is read inside the single flight: a caller that read it before another's refresh was stored gets the stored
   * tokens rather than spending the old refresh token again.
   */
  function refreshedOnce(oauth: SocialOAuth, userId: string): Promise<SocialAccountRow> {
    const running = refreshing.get(userId);
    if (running) return running;
    const refresh = (async () => {
      const account = await findAccount(db, userId);
      if (!account) throw mustAuthorise(`No ${network.label} account is authorised`);
      if (!expiring(account)) return account;
      return refreshed(oauth, account, await opened(account, account.refreshToken ?? ''));
    })().finally(() => refreshing.delete(userId));
    refreshing.set(userId, refresh);
    return refresh;
  }

  /**
   * Refreshes the account's tokens. Another process may refresh the same account at the same moment: the tokens are
   * stored only over the ones they replace, and a refresh token refused because the other process spent it yields to
   * that process's tokens once they are stored (refused before that, both ask the user to authorise again).
   */
  async function refreshed(oauth: SocialOAuth, account: SocialAccountRow, refreshToken: string): Promise<SocialAccountRow> {
    try {
      const tokens = await oauth.refresh(refreshToken);
      const saved = await replaceTokens(db, account.userId, account.accessToken, sealed(tokens));
      if (saved) return saved;
    } catch (error) {
      if (!(error instanceof SocialNetworkError) || error.failure !== 'authorization') throw error;
      const latest = await findAccount(db, account.userId);
      if (latest && latest.accessToken !== account.accessToken) return latest;
      await forgetAccount(db, account.userId, account.accessToken);
      throw error;
    }
    const latest = await findAccount(db, account.userId);
    if (!latest) throw mustAuthorise(`The ${network.label} account was disconnected meanwhile`);
    return latest;
  }

  /** A token sealed under another secret (the api's was changed) is as good as none: the user authorises again. */
  async function opened(account: SocialAccountRow, value: string): Promise<string> {
    try {
      return sealing.open(value);
    } catch {
      await forgetAccount(db, account.userId, account.accessToken);
      throw mustAuthorise('The stored authorisation cannot be read (the api secret changed)');
    }
  }

  return {
    async status(userId: string): Promise<SocialAuthStatus> {
      if (!network.oauth) return { status: 'authorized', username: null, authorize_url: null };
      const account = await findAccount(db, userId);
      if (account) return { status: 'authorized', username: account.username, authorize_url: null };
      return { status: 'unauthorized', username: null, authorize_url: await authorizeUrl(network.oauth, userId) };
    },

    /**
     * The network's redirect back: the state is taken (once), the code exchanged with its verifier, the account named and
     * saved. Answers where the browser goes next: /invite with `x=authorized`, or `x=denied` for a refusal, an unknown
     * or expired state, or a failed exchange.
     */
    async complete({ state, code, error }: { state: string; code?: string; error?: string }): Promise<string> {
      const to = (result: 'authorized' | 'denied') => `${webOrigin}${PATHS.invite}?x=${result}`;
      const taken = await takeState(db, state);
      const oauth = network.oauth;
      if (!taken || !oauth || taken.expiresAt.getTime() <= now() || error !== undefined || !code) return to('denied');
      try {
        const tokens = await oauth.exchangeCode({ code, codeVerifier: taken.codeVerifier, redirectUri });
        const me = await oauth.whoAmI(tokens.accessToken);
        await saveAccount(db, { userId: taken.userId, networkUserId: me.id, username: me.username, ...sealed(tokens) });
        return to('authorized');
      } catch (failure) {
        log.warn({ err: failure, userId: taken.userId }, 'A social account could not be authorised');
        return to('denied');
      }
    },

    /** Whom the user's posts go out as; null on a network that needs no authorisation. */
    async authorFor(userId: string): Promise<Authorised | null> {
      const oauth = network.oauth;
      if (!oauth) return null;
      let account = await findAccount(db, userId);
      if (!account) throw mustAuthorise(`No ${network.label} account is authorised`);
      if (expiring(account)) account = await refreshedOnce(oauth, userId);
      const accessToken = await opened(account, account.accessToken);
      return { author: { accessToken, username: account.username, scope: account.scope }, sealedAccessToken: account.accessToken };
    },

    /** Forgets an authorisation the network refused, so the user is asked to authorise again. */
    forget: (userId: string, sealedAccessToken: string) => forgetAccount(db, userId, sealedAccessToken),
  };
}

export type SocialAuth = ReturnType<typeof createSocialAuth>;
