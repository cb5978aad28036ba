import type { RouteResponse } from '@bagel/contract';
import { SOCIAL_POST_MAX_CHARS, type getSocialPostStatus, type SocialPost, type SocialPostRequest } from '@bagel/referrals-contract';
import type { Database } from '@bagel/db';
import type { JobQueue } from '@bagel/jobs';
import { HttpError } from '@bagel/server-kit';
import { findCodeOf } from '../../codes/referrals.repository';
import { normalizedCode } from '../../codes/referral-code';
import type { PostRow } from '../../referrals.schema';
import type { SocialNetwork } from '../social-network';
import { POST_QUEUE, type PostJob } from './social-post-job';
import { socialPostView } from './social-post-view';
import { findPost, findPostByKey, finishPost, insertPost, latestPost, updatePost, type NewPost } from './social-posts.repository';

/** What a pending post whose queue entry failed or vanished says: its own failure was never recorded. */
const JOB_LOST = 'The post stopped before it finished';

export interface SocialPostsDependencies {
  db: Database;
  jobs: JobQueue;
  network: SocialNetwork;
}

/** The message as posted: a mention of `recipient_id` first, unless the message already mentions them. */
function textOf({ message, recipient_id }: SocialPostRequest): string {
  if (!recipient_id) return message;
  const mention = `@${recipient_id.replace(/^@/, '')}`;
  return new RegExp(`(^|\\W)${mention}(?!\\w)`, 'i').test(message) ? message : `${mention} ${message}`;
}

const sameRequest = (row: PostRow, post: NewPost) =>
  row.referralCode === post.referralCode &&
  row.text === post.text &&
  row.replyTo === post.replyTo &&
  row.quoteTweetId === post.quoteTweetId;

/** Invitations posted on the social network by a durable job, and the caller's latest post of a code. */
export function createSocialPosts({ db, jobs, network }: SocialPostsDependencies) {
  /** A pending post whose queue entry is gone without it ending (its process died on the last attempt) failed unseen. */
  async function settled(row: PostRow): Promise<PostRow> {
    if (row.status !== 'pending' || !row.queueJobId) return row;
    const state = await jobs.stateOf(POST_QUEUE, row.queueJobId);
    if (state === 'created' || state === 'retry' || state === 'active') return row;
    return (await finishPost(db, row.id, { status: 'failed', error: JOB_LOST })) ?? (await findPost(db, row.id)) ?? row;
  }

  function replayOf(row: PostRow, post: NewPost): SocialPost {
    if (!sameRequest(row, post)) throw new HttpError(409, 'This Idempotency-Key was already used for another post', 'Idempotency-Key');
    return socialPostView(row);
  }

  return {
    /**
     * Posts an invitation with the caller's own code: the pending post and its job are written in one transaction; a
     * replay of the user's key answers the first post.
     */
    async create(userId: string, idempotencyKey: string, body: SocialPostRequest): Promise<SocialPost> {
      const own = await findCodeOf(db, userId);
      const referralCode = normalizedCode(body.referral_code);
      if (own?.code !== referralCode) throw new HttpError(422, 'referral_code must be your own referral code', 'referral_code');
      const text = textOf(body);
      if (text.length > SOCIAL_POST_MAX_CHARS) {
        throw new HttpError(422, `message must be at most ${SOCIAL_POST_MAX_CHARS} characters with the mention of recipient_id`, 'message');
      }
      const post: NewPost = {
        userId,
        idempotencyKey,
        referralCode,
        text,
        replyTo: body.reply_to,
        quoteTweetId: body.quote_tweet_id,
        provider: network.label,
      };
      const existing = await findPostByKey(db, userId, idempotencyKey);
      if (existing) return replayOf(existing, post);
      const row = await db.transaction(async (tx) => {
        const inserted = await insertPost(tx, post);
        // Undefined: the same request, replayed at the same moment, wrote it.
        if (!inserted) return undefined;
        const queueJobId = await jobs.send<PostJob>(POST_QUEUE, { postId: inserted.id }, { tx });
        await updatePost(tx, inserted.id, { queueJobId });
        return { ...inserted, queueJobId };
      });
      if (row) return socialPostView(row);
      const winner = await findPostByKey(db, userId, idempotencyKey);
      if (!winner) throw new Error(`The post for key ${idempotencyKey} was neither written nor found`);
      return replayOf(winner, post);
    },

    async latest(userId: string, code: string): Promise<RouteResponse<typeof getSocialPostStatus>> {
      const row = await latestPost(db, userId, normalizedCode(code));
      if (!row) return { status: 'none', post: null };
      const post = socialPostView(await settled(row));
      return { status: post.status, post };
    },
  };
}

export type SocialPosts = ReturnType<typeof createSocialPosts>;
