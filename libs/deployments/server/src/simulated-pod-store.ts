import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '@bagel/db';
import type { SimulatedPodStore } from '@bagel/pod-provider';
import { simulatedPods } from './deployments.schema';

/**
 * The local simulator's pods in the platform's database: any api process creates, reads and terminates any of them, so
 * a deployment's pod is the same whichever process its job or its reader runs in.
 */
export function createSimulatedPodStore(db: Database): SimulatedPodStore {
  return {
    async insert({ id, spec, createdAt }) {
      await db.insert(simulatedPods).values({ id, spec, createdAt: new Date(createdAt) });
    },
    async find(id) {
      const [row] = await db.select().from(simulatedPods).where(eq(simulatedPods.id, id));
      return row && { id: row.id, spec: row.spec, createdAt: row.createdAt.getTime(), terminatedAt: row.terminatedAt?.getTime() ?? null };
    },
    async terminate(id, at) {
      await db
        .update(simulatedPods)
        .set({ terminatedAt: new Date(at) })
        .where(and(eq(simulatedPods.id, id), isNull(simulatedPods.terminatedAt)));
    },
  };
}
