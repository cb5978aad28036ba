import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '@bagel/db';
import { posts, type PostRow } from '../../referrals.schema';

export type NewPost = Pick<PostRow, 'userId' | 'idempotencyKey' | 'referralCode' | 'text' | 'replyTo' | 'quoteTweetId' | 'provider'>;

/** A pending post; nothing when the user's key already names one (a replay at the same moment). */
export async function insertPost(db: Database, post: NewPost): Promise<PostRow | undefined> {
  const [row] = await db
    .insert(posts)
    .values({ ...post, status: 'pending' })
    .onConflictDoNothing({ target: [posts.userId, posts.idempotencyKey] })
    .returning();
  return row;
}

export async function findPost(db: Database, id: string): Promise<PostRow | undefined> {
  const [row] = await db.select().from(posts).where(eq(posts.id, id));
  return row;
}

export async function findPostByKey(db: Database, userId: string, idempotencyKey: string): Promise<PostRow | undefined> {
  const [row] = await db
    .select()
    .from(posts)
    .where(and(eq(posts.userId, userId), eq(posts.idempotencyKey, idempotencyKey)));
  return row;
}

/** The user's newest post of a code. */
export async function latestPost(db: Database, userId: string, referralCode: string): Promise<PostRow | undefined> {
  const [row] = await db
    .select()
    .from(posts)
    .where(and(eq(posts.userId, userId), eq(posts.referralCode, referralCode)))
    .orderBy(desc(posts.createdAt), desc(posts.id))
    .limit(1);
  return row;
}

export async function updatePost(db: Database, id: string, changes: Partial<Omit<PostRow, 'id'>>): Promise<void> {
  await db.update(posts).set(changes).where(eq(posts.id, id));
}

/** Ends a pending post, which then waits for nothing; undefined when it has ended already. */
export async function finishPost(
  db: Database,
  id: string,
  changes: Pick<PostRow, 'status'> & Partial<Omit<PostRow, 'id'>>,
): Promise<PostRow | undefined> {
  const [row] = await db
    .update(posts)
    .set({ ...changes, delayedUntil: null, delayReason: null, finishedAt: new Date() })
    .where(and(eq(posts.id, id), eq(posts.status, 'pending')))
    .returning();
  return row;
}
