import { bigint, boolean, doublePrecision, index, integer, jsonb, pgSchema, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { GpuType } from '@bagel/contract';
import type { DeploymentEndReason, DeploymentStatus, DeployRequest } from '@bagel/deployments-contract';
import type { PodSpec } from '@bagel/ports';

/**
 * The deployments domain's own PostgreSQL schema, so its tables never clash with another domain's (or the
 * other app's) when several share one database. Add tables with `deploymentsSchema.table(…)`, then run
 * `npx drizzle-kit generate --name <change>` from this lib's folder.
 */
export const deploymentsSchema = pgSchema('deployments');

/**
 * One deployment: a model on a rented pod, billed per started minute. Its id (the pod_id users see) is derived from
 * the user and their Idempotency-Key, so a replayed deploy finds this row instead of renting a second GPU. Amounts are
 * hundredths of a Bagel.
 */
export const deployments = deploymentsSchema.table(
  'deployments',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id').notNull(),
    modelId: uuid('model_id').notNull(),
    modelName: text('model_name').notNull(),
    /** The deploy body as validated: a replay with another body is refused. */
    request: jsonb('request').$type<DeployRequest>().notNull(),
    gpuType: text('gpu_type').$type<GpuType>().notNull(),
    gpuCount: integer('gpu_count').notNull(),
    /** The pod provider's label ('Local simulator', 'RunPod'). */
    provider: text('provider').notNull(),
    /** Set once the start job has created the pod. */
    providerPodId: text('provider_pod_id'),
    /** The model server's base URL (port 8000 of the pod), once it runs. */
    endpointUrl: text('endpoint_url'),
    status: text('status').$type<DeploymentStatus>().notNull(),
    progress: integer('progress').notNull().default(0),
    message: text('message'),
    /** The model has no chat template of its own, found at deploy: its pod serves chat with the platform's plain one. */
    plainChatTemplate: boolean('plain_chat_template').notNull().default(false),
    /** The price table's until the pod exists, then what the provider charges for it. */
    usdPerHour: doublePrecision('usd_per_hour').notNull(),
    pricePerMinute: bigint('price_per_minute', { mode: 'number' }).notNull(),
    spendCap: bigint('spend_cap', { mode: 'number' }),
    costSoFar: bigint('cost_so_far', { mode: 'number' }).notNull().default(0),
    /** Minutes 0 … n-1 are charged and counted in cost_so_far. */
    minutesCharged: integer('minutes_charged').notNull().default(0),
    /**
     * The minute whose charge was decided but not yet recorded: whoever finds it set completes that charge (the
     * ledger applies its key once) before deciding anything else, so a crash between the two never loses or repeats it.
     */
    chargingMinute: integer('charging_minute'),
    endReason: text('end_reason').$type<DeploymentEndReason>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /**
     * Since the model server answered its readiness probe: users pay from when they can use the deployment, so billing
     * counts minutes from here, not from when the provider started the container.
     */
    runningSince: timestamp('running_since', { withTimezone: true }),
    /** When the provider first reported the pod's container running: the start-up deadline counts from here. */
    containerStartedAt: timestamp('container_started_at', { withTimezone: true }),
    /** What the readiness probe last got instead of the model (status and body, or the network's reason). */
    serverLastError: text('server_last_error'),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [index('deployments_user_idx').on(table.userId, table.createdAt)],
);

export type DeploymentRow = typeof deployments.$inferSelect;

/**
 * The local simulator's pods (`SimulatedPodStore`, see `simulated-pod-store.ts`): what it keeps of each, its state being
 * a function of these and the time. Here rather than in the shared pod-provider lib, which owns no tables; in the
 * database so that every api process sharing it answers for every pod.
 */
export const simulatedPods = deploymentsSchema.table('simulated_pods', {
  id: text('id').primaryKey(),
  spec: jsonb('spec').$type<PodSpec>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull(),
  terminatedAt: timestamp('terminated_at', { withTimezone: true, precision: 3 }),
});
