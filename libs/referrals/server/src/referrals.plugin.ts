import fp from 'fastify-plugin';
import {
  completeSocialAuth,
  generateReferralCode,
  getSocialAuthStatus,
  getSocialPostStatus,
  postReferralToSocial,
  validateReferralCode,
} from '@bagel/referrals-contract';
import type { Database } from '@bagel/db';
import type { JobQueue } from '@bagel/jobs';
import type { LedgerPort, UserDirectory } from '@bagel/ports';
import { callerIdOf, registerRoute } from '@bagel/server-kit';
import { createReferrals } from './codes/referrals.service';
import { postQueue } from './social/posts/social-post-job';
import { createSocialPosts } from './social/posts/social-posts.service';
import { createSocialAuth } from './social/social-auth';
import type { SocialNetwork } from './social/social-network';
import { tokenSealing } from './social/token-sealing';

export interface ReferralsPluginOptions {
  db: Database;
  jobs: JobQueue;
  /** Bonuses are paid from the referral pool, in the transaction that records the redemption. */
  ledger: LedgerPort;
  /** When a user signed up: only new accounts redeem codes. */
  directory: UserDirectory;
  /** The local outbox, or X (`socialNetworkFromEnvironment`). */
  social: SocialNetwork;
  /** The api's public URL: the OAuth redirect comes back to it. */
  publicApiUrl: string;
  /** The web app's origin: the OAuth callback ends on its /invite page. */
  webOrigin: string;
  /** Seals users' social tokens at rest (the api's secret). */
  secret: string;
}

/** A browser following the network's redirect asks for a page; an API client asks for JSON and reads `redirect`. */
const wantsPage = (accept: string | undefined) => accept?.includes('text/html') ?? false;

export const referralsPlugin = fp<ReferralsPluginOptions>(
  async function referrals(app, options) {
    const { db, jobs, ledger, directory, social } = options;
    const referrals = createReferrals({ db, ledger, directory, log: app.log });
    const auth = createSocialAuth({
      db,
      network: social,
      sealing: tokenSealing(options.secret),
      redirectUri: `${options.publicApiUrl}${completeSocialAuth.path}`,
      webOrigin: options.webOrigin,
      log: app.log,
    });
    const posts = createSocialPosts({ db, jobs, network: social });
    await jobs.work(postQueue({ db, jobs, network: social, auth, log: app.log }));

    registerRoute(app, generateReferralCode, async (request) => referrals.progress(callerIdOf(request.principal)));
    registerRoute(app, validateReferralCode, async (request) =>
      referrals.redeem(callerIdOf(request.principal), request.query.referral_code),
    );
    registerRoute(app, postReferralToSocial, async (request) =>
      posts.create(callerIdOf(request.principal), request.idempotencyKey, request.body),
    );
    registerRoute(app, getSocialAuthStatus, async (request) => auth.status(callerIdOf(request.principal)));
    registerRoute(app, getSocialPostStatus, async (request) => posts.latest(callerIdOf(request.principal), request.query.referral_code));
    registerRoute(app, completeSocialAuth, async (request, reply) => {
      const redirect = await auth.complete(request.query);
      // The state names the user; nothing here may be cached or replayed from a cache.
      reply.header('cache-control', 'no-store');
      if (wantsPage(request.headers.accept)) reply.code(303).header('location', redirect);
      return { redirect };
    });
  },
  { name: 'referrals', dependencies: ['server-kit'], fastify: '5.x' },
);
