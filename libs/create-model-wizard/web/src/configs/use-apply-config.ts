import { useQueryClient } from '@tanstack/react-query';
import { getAsset, listDatasets } from '@bagel/assets-contract';
import type { RouteResponse } from '@bagel/contract';
import type { FineTunePayload } from '@bagel/fine-tuning-contract';
import { routeQuery, routeQueryKey, useApiCall, useUserId } from '@bagel/api-react';
import { myAssetsInput } from '@bagel/assets-data-access';
import { restrictedModelsQuery } from '@bagel/hub-data-access';
import { errorMessage } from '@bagel/api-client';
import { showErrorToast } from '@bagel/ui';
import { TRAINABLE_TYPES } from '../wizard/trainable-types';
import type { WizardValues } from '../wizard/wizard-values';
import { configValues, differsFromDefaults, parseSavedPayload, type SavedConfig } from './saved-configs';

export const APPLY_FAILED = 'Failed to apply configuration';

export interface AppliedConfig {
  values: Partial<WizardValues>;
  /** Spec §4: the advanced options open when any value differs from the defaults. */
  openAdvanced: boolean;
}

/**
 * Reads a saved config into wizard values (spec §4 'Applying a saved config'): the payload in either spelling, the
 * dataset's title from the user's list or else the asset itself, the base model's name from the platform's list (a
 * hub model is named by its id). Resolves null after showing spec §8's toast when any of it fails.
 */
export function useApplyConfig() {
  const call = useApiCall();
  const queryClient = useQueryClient();
  const userId = useUserId();

  const datasetTitle = async (id: string) => {
    const mine = queryClient.getQueryData<RouteResponse<typeof listDatasets>>(
      routeQueryKey(listDatasets, myAssetsInput(userId, TRAINABLE_TYPES)),
    );
    const listed = mine?.datasets.find((dataset) => dataset.dataset_id === id);
    return listed?.title ?? (await queryClient.fetchQuery(routeQuery(call, getAsset, { params: { id } }))).title;
  };

  const baseModelTitle = async (payload: FineTunePayload) => {
    if (payload.hf_model_id) return payload.hf_model_id;
    // The name is only for showing: without the list the id stands in.
    const models = await queryClient.fetchQuery(restrictedModelsQuery(call)).catch(() => ({ models: [] }));
    return models.models.find((model) => model.id === payload.base_model)?.name ?? payload.base_model;
  };

  return async (config: SavedConfig): Promise<AppliedConfig | null> => {
    try {
      const payload = parseSavedPayload(config.fine_tune_payload);
      const [dataset, baseModel] = await Promise.all([datasetTitle(payload.asset_id), baseModelTitle(payload)]);
      return { values: configValues(payload, { dataset, baseModel }), openAdvanced: differsFromDefaults(payload) };
    } catch (error) {
      showErrorToast(APPLY_FAILED, errorMessage(error));
      return null;
    }
  };
}
