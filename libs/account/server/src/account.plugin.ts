import fp from 'fastify-plugin';
import fastifyCookie from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import type { Database } from '@bagel/db';
import type { PageSession, RuntimeConfig } from '@bagel/account-contract';
import type { Principal } from '@bagel/server-kit';
import { createAccountsService } from './accounts.service';
import { registerAuthRoutes } from './auth.routes';
import type { PlatformClient } from '@bagel/platform';
import { registerPreferencesRoutes } from './preferences.routes';
import { registerProfileRoutes } from './profile.routes';
import { registerReferralStashRoutes } from './referral-stash.routes';
import { readSessionToken } from './session-cookie';
import type { AccountContext } from './account-context';
import { createSessionStore } from './session-store';
import { createAttemptCounters } from './attempt-counters';
import { createPasswordHasher, type PasswordCost } from './password';
import { createSignInLimiter, type Pause } from './sign-in-limiter';
import { createSignUpHashingLane, createSignUpLimiter } from './sign-up-limiter';
import type { WorkLane } from './work-lane';

/** How long a sign-in lasts; the cookie expires with its session. */
const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export interface AccountPluginOptions {
  db: Database;
  platform: PlatformClient;
  /** Signs the session cookie (COOKIE_SECRET, or a generated one in the data dir). */
  cookieSecret: string;
  /** Mark the cookie Secure: on when the public origin is https. */
  secureCookie: boolean;
  /** Handed to the web app with the session: where the browser reaches api, and the GitHub link. */
  runtimeConfig: RuntimeConfig;
  /** Tests move time forward to see rate-limit windows and sessions expire. */
  clock?: () => Date;
  /**
   * The scrypt cost of new password hashes (`PASSWORD_COST` when absent). Tests pass a cheaper one; it is
   * an option in code, never an environment variable, so no setting can weaken a real server.
   */
  passwordCost?: PasswordCost;
  /** Sign-ups one client address may make per hour (SIGN_UP_LIMIT_PER_HOUR; `DEFAULT_SIGN_UPS_PER_HOUR` when absent). */
  signUpsPerHour?: number;
  /** Where sign-ups hash passwords; tests pass their own to hold it busy. */
  signUpHashing?: WorkLane;
  /** How a slowed-down sign-in waits (`ACCOUNT_SLOWDOWN`); tests record the delays instead of waiting them out. */
  pause?: Pause;
}

/**
 * Accounts and cookie sessions: provides the app's authenticator (`app.authenticate`) and the
 * sign-up/in/out, session, profile, role, preferences and referral-stash routes.
 */
export const accountPlugin = fp<AccountPluginOptions>(
  async function account(app, options) {
    const clock = options.clock ?? (() => new Date());
    await app.register(fastifyCookie, { secret: options.cookieSecret });

    const sessions = createSessionStore(options.db, SESSION_TTL_MS, clock);
    const counters = createAttemptCounters(options.db, clock);
    const context: AccountContext = {
      db: options.db,
      platform: options.platform,
      accounts: createAccountsService({
        db: options.db,
        platform: options.platform,
        passwords: createPasswordHasher(options.passwordCost),
        signInLimiter: createSignInLimiter(counters, options.pause),
        signUpLimiter: createSignUpLimiter(counters, options.signUpsPerHour),
        signUpHashing: options.signUpHashing ?? createSignUpHashingLane(),
        log: app.log,
      }),
      sessions,
      cookie: { secure: options.secureCookie, maxAgeSeconds: SESSION_TTL_MS / 1000 },
      runtimeConfig: options.runtimeConfig,
    };

    // A missing, forged, expired or revoked cookie is simply "not signed in", never an error of its own.
    app.decorate('authenticate', async (request): Promise<Principal> => {
      const token = readSessionToken(request);
      const active = token ? await sessions.resolve(token) : undefined;
      return active ? { kind: 'user', userId: active.userId, role: active.role, sessionId: active.sessionId } : { kind: 'anonymous' };
    });

    registerAuthRoutes(app, context);
    registerProfileRoutes(app, context);
    registerPreferencesRoutes(app, context);
    registerReferralStashRoutes(app, context);
  },
  { name: 'account', dependencies: ['server-kit'], fastify: '5.x' },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** The caller's session as `GET /api/session` gives it, or null when not signed in (decorated in auth.routes.ts). */
    sessionOf(request: FastifyRequest): Promise<PageSession>;
  }
}
