import { MAX_FINE_TUNE_CONFIGS, type FineTunePayload, type SavedFineTuneConfig } from '@bagel/fine-tuning-contract';
import type { Database } from '@bagel/db';
import { HttpError } from '@bagel/server-kit';
import { countConfigs, findConfigs, hasConfig, upsertConfig, type ConfigRow } from './configs.repository';

const view = (row: ConfigRow): SavedFineTuneConfig => ({
  config_id: row.id,
  config_name: row.name,
  fine_tune_payload: row.payload,
  updated_at: row.updatedAt.toISOString(),
});

/** Spec §3's saved configs: the Configuration Templates dialog lists them and applies one to the wizard. */
export function createConfigs(db: Database) {
  return {
    async list(userId: string) {
      return { configs: (await findConfigs(db, userId)).map(view) };
    },
    async save(userId: string, name: string, payload: FineTunePayload) {
      // The payload names its user too; a config is its saver's, whoever the payload was written for.
      const own = { ...payload, user_id: userId };
      if (!(await hasConfig(db, userId, name)) && (await countConfigs(db, userId)) >= MAX_FINE_TUNE_CONFIGS) {
        throw new HttpError(
          409,
          `You can keep at most ${MAX_FINE_TUNE_CONFIGS} saved configurations: save under an existing name to replace one`,
          'config_name',
        );
      }
      return view(await upsertConfig(db, userId, name, own));
    },
  };
}
