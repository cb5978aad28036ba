import { SOCIAL_AUTH_REQUIRED } from '@bagel/referrals-contract';
import type { Database } from '@bagel/db';
import type { JobQueue, QueueDefinition, RunningJob } from '@bagel/jobs';
import { stableUuid } from '@bagel/server-kit';
import type { PostRow } from '../../referrals.schema';
import type { Authorised, SocialAuth } from '../social-auth';
import { SocialNetworkError, type SocialNetwork } from '../social-network';
import { findPost, finishPost, updatePost } from './social-posts.repository';

export const POST_QUEUE = 'referrals.post';

export interface PostJob {
  postId: string;
  /** Times this post has waited out the network's rate limit. */
  waits?: number;
}

/**
 * Waiting out a rate limit is no failed attempt, but a post waits at most this often, each wait at most this long: X's
 * longest window, its 24-hour post caps, with a margin for its clock.
 */
const MAX_WAITS = 3;
const MAX_WAIT_SECONDS = 24 * 60 * 60 + 15 * 60;

/** What the user reads: the network's own words, never an internal error's (they may name tables or hosts). */
const reasonShown = (error: unknown): string =>
  error instanceof SocialNetworkError ? error.message : 'The post stopped on an error of ours';

interface PostJobDependencies {
  db: Database;
  jobs: JobQueue;
  network: SocialNetwork;
  auth: SocialAuth;
  log: { warn(object: object, message: string): void; error(object: object, message: string): void };
}

/**
 * Posts one invitation as its user: pending → completed (the post's URL) or failed. A token the network refuses is
 * forgotten and the post fails with {@link SOCIAL_AUTH_REQUIRED}, so the user is asked to authorise again; a refusal of
 * the platform's app fails the post and is logged as an error for the operator; a rate limit with a reset time is waited
 * out by a successor job, the post saying until when and why; other passing failures are retried (3 attempts).
 */
export function postQueue({ db, jobs, network, auth, log }: PostJobDependencies): QueueDefinition<PostJob> {
  /**
   * The same post again once the network's window reopens; its id is fixed, so a retried handler schedules it once.
   * The post says until when it waits, and which limit it waits for.
   */
  async function waitOut(row: PostRow, job: RunningJob<PostJob>, until: Date, limit: string): Promise<void> {
    const waits = (job.data.waits ?? 0) + 1;
    const seconds = Math.max(0, Math.ceil((until.getTime() - Date.now()) / 1000));
    await db.transaction(async (tx) => {
      const next = await jobs.send<PostJob>(
        POST_QUEUE,
        { postId: row.id, waits },
        { tx, startAfterSeconds: seconds, id: stableUuid(`${POST_QUEUE}:${row.id}:wait-${waits}`) },
      );
      await updatePost(tx, row.id, { queueJobId: next, delayedUntil: until, delayReason: limit });
    });
  }

  return {
    name: POST_QUEUE,
    retryLimit: 2,
    retryDelaySeconds: 30,
    expireInSeconds: 5 * 60,
    concurrency: 2,
    async handler(job: RunningJob<PostJob>) {
      const row = await findPost(db, job.data.postId);
      if (!row || row.queueJobId !== job.id || row.status !== 'pending') return;
      let authorised: Authorised | null = null;
      try {
        authorised = await auth.authorFor(row.userId);
        const published = await network.post(
          authorised?.author ?? null,
          { postId: row.id, text: row.text, replyTo: row.replyTo, quoteTweetId: row.quoteTweetId },
          job.signal,
        );
        await finishPost(db, row.id, { status: 'completed', networkPostId: published.id, url: published.url });
      } catch (error) {
        // A stopping process hands the job on; that is no failure of the post.
        if (job.signal.aborted) throw error;
        if (error instanceof SocialNetworkError && error.failure === 'authorization') {
          if (authorised) await auth.forget(row.userId, authorised.sealedAccessToken);
          await finishPost(db, row.id, { status: 'failed', error: SOCIAL_AUTH_REQUIRED });
          return;
        }
        if (error instanceof SocialNetworkError && error.failure === 'platform') {
          log.error(
            { err: error, postId: row.id, forOperator: error.forOperator },
            "X refuses the platform's app: posting on X fails for every user until an operator fixes it",
          );
          await finishPost(db, row.id, { status: 'failed', error: error.message });
          return;
        }
        const passing = error instanceof SocialNetworkError && error.failure === 'unavailable';
        const until = passing ? error.retryAt : undefined;
        if (passing && until && until.getTime() <= Date.now() + MAX_WAIT_SECONDS * 1000 && (job.data.waits ?? 0) < MAX_WAITS) {
          return waitOut(row, job, until, error.limit ?? error.message);
        }
        const final = job.isLastAttempt || !passing;
        log.warn({ err: error, postId: row.id, attempt: job.attempt, final }, 'A social post attempt failed');
        if (!final) throw error;
        await finishPost(db, row.id, { status: 'failed', error: reasonShown(error) });
      }
    },
  };
}
