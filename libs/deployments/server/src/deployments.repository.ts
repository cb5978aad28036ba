import { and, count, desc, eq, inArray, isNull, sql, sum } from 'drizzle-orm';
import { DEPLOY_MIN_MINUTES, type DeploymentStatus } from '@bagel/deployments-contract';
import type { Database } from '@bagel/db';
import { deployments, type DeploymentRow } from './deployments.schema';

export type NewDeployment = typeof deployments.$inferInsert;

const STARTING: DeploymentStatus[] = ['pending', 'provisioning', 'loading'];

/** Inserts the deployment, or nothing when its id exists: a replayed deploy. Undefined then. */
export async function insertDeployment(db: Database, deployment: NewDeployment): Promise<DeploymentRow | undefined> {
  const [row] = await db.insert(deployments).values(deployment).onConflictDoNothing({ target: deployments.id }).returning();
  return row;
}

export async function findDeployment(db: Database, id: string): Promise<DeploymentRow | undefined> {
  const [row] = await db.select().from(deployments).where(eq(deployments.id, id));
  return row;
}

/** The row, locked until the transaction ends: decisions about it (charge, stop, cap) are taken one at a time. */
export async function lockDeployment(tx: Database, id: string): Promise<DeploymentRow | undefined> {
  const [row] = await tx.select().from(deployments).where(eq(deployments.id, id)).for('update');
  return row;
}

/** Changes a deployment that has not ended; undefined when it had. */
export async function updateLiveDeployment(
  db: Database,
  id: string,
  changes: Partial<Omit<DeploymentRow, 'id'>>,
): Promise<DeploymentRow | undefined> {
  const [row] = await db
    .update(deployments)
    .set(changes)
    .where(and(eq(deployments.id, id), isNull(deployments.endedAt)))
    .returning();
  return row;
}

/** Records minute `minute` as charged, if it is still the one being charged; undefined when someone else recorded it. */
export async function recordMinuteCharged(db: Database, id: string, minute: number, amount: number): Promise<DeploymentRow | undefined> {
  const [row] = await db
    .update(deployments)
    .set({
      minutesCharged: minute + 1,
      costSoFar: sql`${deployments.costSoFar} + ${amount}`,
      chargingMinute: null,
    })
    .where(and(eq(deployments.id, id), eq(deployments.chargingMinute, minute)))
    .returning();
  return row;
}

/** A user's deployments, newest first; `liveOnly`: those that have not ended. */
export async function listDeployments(db: Database, userId: string, { liveOnly, limit }: { liveOnly: boolean; limit: number }) {
  return db
    .select()
    .from(deployments)
    .where(and(eq(deployments.userId, userId), liveOnly ? isNull(deployments.endedAt) : undefined))
    .orderBy(desc(deployments.createdAt), desc(deployments.id))
    .limit(limit);
}

/**
 * Hundredths a user's live deployments still need for their first DEPLOY_MIN_MINUTES minutes: the minutes of those not
 * yet charged, at each one's price. A minute being charged counts until it is recorded, which errs on the safe side.
 */
export async function reservedForFirstMinutes(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({
      reserved: sum(sql`greatest(${DEPLOY_MIN_MINUTES} - ${deployments.minutesCharged}, 0) * ${deployments.pricePerMinute}`).mapWith(
        Number,
      ),
    })
    .from(deployments)
    .where(and(eq(deployments.userId, userId), isNull(deployments.endedAt)));
  return row?.reserved ?? 0;
}

/** The ids of a user's deployments that have not ended. */
export async function liveDeploymentIds(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: deployments.id })
    .from(deployments)
    .where(and(eq(deployments.userId, userId), isNull(deployments.endedAt)));
  return rows.map((row) => row.id);
}

export async function deploymentCounts(db: Database, userId: string) {
  const byUser = eq(deployments.userId, userId);
  const [totals] = await db
    .select({
      total: count(),
      running: count(sql`case when ${deployments.status} = 'running' then 1 end`),
      starting: count(sql`case when ${inArray(deployments.status, STARTING)} then 1 end`),
      cost: sum(deployments.costSoFar).mapWith(Number),
    })
    .from(deployments)
    .where(byUser);
  return { total: totals?.total ?? 0, running: totals?.running ?? 0, starting: totals?.starting ?? 0, cost: totals?.cost ?? 0 };
}
