import { and, eq, isNull } from 'drizzle-orm';
import type { DeploymentEndReason } from '@bagel/deployments-contract';
import type { Database } from '@bagel/db';
import type { JobQueue } from '@bagel/jobs';
import { PodProviderError, type DomainEvents, type LedgerPort, type Pod, type PodProvider, type PodSpec } from '@bagel/ports';
import { plainBglText } from '@bagel/util';
import { minuteStart, passesSpendCap, pricePerMinute } from './billing';
import { endedEvent, runningEvent } from './deployment-events';
import { scheduleStop } from './deployment-queues';
import { findDeployment, lockDeployment, recordMinuteCharged, updateLiveDeployment } from './deployments.repository';
import { deployments, type DeploymentRow } from './deployments.schema';
import type { ModelServerProbe } from './model-server-probe';
import { awaitServer } from './model-server-readiness';
import { observe, type Observation } from './pod-observation';

export interface LifecycleDependencies {
  db: Database;
  jobs: JobQueue;
  pods: PodProvider;
  ledger: LedgerPort;
  /** Where the user is told their deployment runs, failed or was stopped, on the transaction that records it. */
  events: DomainEvents;
  /** The clock minutes are billed by (tests step the simulator's). */
  now: () => number;
  /** What the pod of a deployment runs. */
  podSpec: (deployment: DeploymentRow) => PodSpec;
  /** Whether a running pod's model server serves the deployment's model yet. */
  probe: ModelServerProbe;
  /** How long a model server has, from its container's first start, to answer before the deployment fails. */
  startDeadlineMinutes: number;
  log: { warn(object: object, message: string): void };
}

export const END_MESSAGES = {
  terminated: 'Stopped: you terminated it',
  balance: 'Stopped: your balance ran out',
  spendCap: (capHundredths: number) => `Stopped: it reached its spend cap of ${plainBglText(capHundredths)}`,
} as const;

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
const isStatus = (error: unknown, status: number) => (error as { statusCode?: unknown } | null)?.statusCode === status;

/**
 * A deployment's life after the deploy call: the pod created, its state followed from the provider, every started minute
 * charged once, and its end (by the user, the spend cap, the balance or a failure) stopping the pod. Every step is safe to
 * run again and concurrently (the job, page reads and the chat call all bring a deployment up to date): decisions are
 * taken with the row locked, and a charge, once decided, is completed by whoever finds it pending.
 */
export function createLifecycle({ db, jobs, pods, ledger, events, now, podSpec, probe, startDeadlineMinutes, log }: LifecycleDependencies) {
  /**
   * Ends a locked, live deployment; in the same transaction, the durable job that stops its pod at the provider and the
   * user's notice (unless they ended it themselves).
   */
  async function endLocked(tx: Database, row: DeploymentRow, reason: DeploymentEndReason, message: string): Promise<DeploymentRow> {
    const [ended] = await tx
      .update(deployments)
      .set({
        status: reason === 'failed' ? 'failed' : 'terminated',
        endReason: reason,
        message,
        endpointUrl: null,
        endedAt: new Date(now()),
      })
      .where(and(eq(deployments.id, row.id), isNull(deployments.endedAt)))
      .returning();
    if (!ended) return row;
    if (ended.providerPodId) await scheduleStop(jobs, { podId: ended.id, providerPodId: ended.providerPodId }, tx);
    const notice = endedEvent(ended);
    if (notice) await events.publish(tx, notice);
    return ended;
  }

  /** Stops the pod at once as well; if the provider does not answer, the stop job keeps trying. */
  async function stopPodNow(row: DeploymentRow): Promise<void> {
    if (!row.providerPodId) return;
    await pods.terminate(row.providerPodId).catch((error: unknown) => {
      log.warn({ err: error, podId: row.id }, 'Could not terminate the pod yet; the stop job will retry');
    });
  }

  /** Ends the deployment unless it has ended already; the row as it is afterwards. */
  async function end(id: string, reason: DeploymentEndReason, message: string): Promise<DeploymentRow | undefined> {
    const { row, endedNow } = await db.transaction(async (tx) => {
      const locked = await lockDeployment(tx, id);
      if (!locked || locked.endedAt) return { row: locked, endedNow: false };
      return { row: await endLocked(tx, locked, reason, message), endedNow: true };
    });
    if (endedNow && row) await stopPodNow(row);
    return row;
  }

  /**
   * Creates the pod of a deployment that has none. A refusal that will not change (or the last attempt's) ends it as
   * failed; another is thrown for the job to retry. A deployment ended while its pod was being created gets it stopped.
   */
  async function startPod(id: string, isLastAttempt: boolean): Promise<void> {
    const row = await findDeployment(db, id);
    if (!row || row.endedAt || row.providerPodId) return;
    let pod: Pod;
    try {
      pod = await pods.create(podSpec(row));
    } catch (error) {
      if (isLastAttempt || (error instanceof PodProviderError && !error.retryable)) {
        await end(id, 'failed', `Could not start a pod: ${reasonOf(error)}`);
        return;
      }
      throw error;
    }
    // A provider that names no price keeps the table's, so a minute is never free by accident.
    const usdPerHour = pod.costPerHourUsd > 0 ? pod.costPerHourUsd : row.usdPerHour;
    const kept = await db
      .update(deployments)
      .set({ providerPodId: pod.id, usdPerHour, pricePerMinute: pricePerMinute(usdPerHour) })
      .where(and(eq(deployments.id, id), isNull(deployments.endedAt), isNull(deployments.providerPodId)))
      .returning();
    const [started] = kept;
    if (!started) {
      await pods.terminate(pod.id).catch((error: unknown) => log.warn({ err: error, podId: id }, 'Could not terminate an unwanted pod'));
      return;
    }
    await apply(started, await withServer(started, observe(pod)));
  }

  /**
   * A pod the provider runs, as its deployment shows it: running only once its model server answers (asked outside any
   * transaction, with a short timeout); until then loading, or failed past the start-up deadline. A deployment that
   * already runs is not asked again.
   */
  async function withServer(row: DeploymentRow, observation: Observation): Promise<Observation> {
    if (observation.kind !== 'live' || observation.status !== 'running' || row.runningSince) return observation;
    const answer = await probe(row, observation.endpointUrl);
    return awaitServer(observation, answer, row, { now: now(), deadlineMinutes: startDeadlineMinutes });
  }

  /** What the provider says of the pod now; undefined when it cannot be asked (the stored state stands meanwhile). */
  async function look(row: DeploymentRow): Promise<Observation | undefined> {
    if (!row.providerPodId) return undefined;
    let pod: Pod | undefined;
    try {
      pod = await pods.get(row.providerPodId);
    } catch (error) {
      log.warn({ err: error, podId: row.id }, 'Could not read the pod from its provider');
      return undefined;
    }
    return withServer(row, observe(pod));
  }

  /** Records what the provider says of a live pod; the first time it runs, its user is told, in the same transaction. */
  async function apply(row: DeploymentRow, observation: Observation): Promise<DeploymentRow> {
    if (observation.kind === 'ended') return (await end(row.id, 'failed', observation.message)) ?? row;
    const running = observation.status === 'running';
    const updated = await db.transaction(async (tx) => {
      const locked = await lockDeployment(tx, row.id);
      if (!locked || locked.endedAt) return locked;
      const changed = await updateLiveDeployment(tx, row.id, {
        status: observation.status,
        progress: observation.progress,
        message: observation.message,
        endpointUrl: observation.endpointUrl,
        containerStartedAt: locked.containerStartedAt ?? observation.containerStartedAt,
        serverLastError: observation.serverLastError ?? locked.serverLastError,
        // Users pay from when they can use it: minutes count from the model server's first answer, and a container
        // restart later does not reset them.
        runningSince: locked.runningSince ?? (running ? new Date(now()) : null),
      });
      if (changed?.runningSince && !locked.runningSince) await events.publish(tx, runningEvent(changed));
      return changed;
    });
    return updated ?? row;
  }

  /**
   * Completes the charge of the minute a deployment was charging. A charge the balance cannot cover ends the deployment
   * ('balance') and is not recorded; any other failure is thrown, the minute still pending, for the next attempt.
   */
  async function completeCharge(row: DeploymentRow): Promise<DeploymentRow> {
    const minute = row.chargingMinute;
    if (minute === null) return row;
    if (row.pricePerMinute > 0) {
      try {
        await ledger.charge({
          userId: row.userId,
          amount: row.pricePerMinute,
          kind: 'llm_inference',
          description: `Deployment of ${row.modelName}: minute ${minute + 1}`,
          idempotencyKey: `deployment-minute:${row.id}:${minute}`,
          metadata: { pod_id: row.id },
        });
      } catch (error) {
        if (!isStatus(error, 422)) throw error;
        const { ended, endedNow } = await db.transaction(async (tx) => {
          const locked = await lockDeployment(tx, row.id);
          if (!locked || locked.chargingMinute !== minute) return { ended: locked, endedNow: false };
          const [cleared] = await tx.update(deployments).set({ chargingMinute: null }).where(eq(deployments.id, row.id)).returning();
          if (!cleared || cleared.endedAt) return { ended: cleared, endedNow: false };
          return { ended: await endLocked(tx, cleared, 'balance', END_MESSAGES.balance), endedNow: true };
        });
        if (endedNow && ended) await stopPodNow(ended);
        return ended ?? row;
      }
    }
    return (await recordMinuteCharged(db, row.id, minute, row.pricePerMinute)) ?? (await findDeployment(db, row.id)) ?? row;
  }

  /**
   * Decides minute `minute` of a running deployment, with its row locked: past the spend cap it ends the deployment,
   * otherwise it marks the minute as being charged. Another decider may have moved on meanwhile; the row says so.
   */
  async function decideMinute(id: string, minute: number): Promise<{ row: DeploymentRow | undefined; endedNow: boolean }> {
    return db.transaction(async (tx) => {
      const row = await lockDeployment(tx, id);
      if (!row || row.endedAt || row.chargingMinute !== null || row.minutesCharged !== minute) return { row, endedNow: false };
      if (row.spendCap !== null && passesSpendCap(row.costSoFar, row.pricePerMinute, row.spendCap)) {
        return { row: await endLocked(tx, row, 'spend_cap', END_MESSAGES.spendCap(row.spendCap)), endedNow: true };
      }
      const [claimed] = await tx.update(deployments).set({ chargingMinute: minute }).where(eq(deployments.id, id)).returning();
      return { row: claimed, endedNow: false };
    });
  }

  /** Charges every minute that has started by now and is not charged yet, each at its start and once. */
  async function bill(initial: DeploymentRow): Promise<DeploymentRow> {
    let row = initial;
    for (;;) {
      if (row.chargingMinute !== null) {
        row = await completeCharge(row);
        continue;
      }
      if (row.endedAt || !row.runningSince || now() < minuteStart(row.runningSince, row.minutesCharged)) return row;
      const decided = await decideMinute(row.id, row.minutesCharged);
      if (!decided.row) return row;
      if (decided.endedNow) await stopPodNow(decided.row);
      row = decided.row;
    }
  }

  return {
    end,
    startPod,

    /**
     * Brings a deployment up to date: a pending charge completed, the pod's state read from the provider, and every
     * minute started by now charged. Undefined for an id that is no deployment.
     */
    async advance(id: string): Promise<DeploymentRow | undefined> {
      let row = await findDeployment(db, id);
      if (!row) return undefined;
      if (row.chargingMinute !== null) row = await completeCharge(row);
      if (row.endedAt) return row;
      const observation = await look(row);
      if (observation) row = await apply(row, observation);
      return bill(row);
    },
  };
}

export type Lifecycle = ReturnType<typeof createLifecycle>;
