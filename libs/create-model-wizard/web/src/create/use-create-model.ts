import { useQueryClient } from '@tanstack/react-query';
import * as v from 'valibot';
import { createAsset, listDatasets, MAX_UPLOAD_BYTES, NewAsset, uploadAssetFile } from '@bagel/assets-contract';
import { buildPath, type RouteBodyInput } from '@bagel/contract';
import type { FineTunePayloadInput } from '@bagel/fine-tuning-contract';
import { getOnboarding } from '@bagel/onboarding-contract';
import { ApiError } from '@bagel/api-client';
import { routeQueryKey, useApiCall, usePlatformEndpoint } from '@bagel/api-react';
import { useSession } from '@bagel/session';
import type { WizardValues } from '../wizard/wizard-values';
import { uploadFailureMessage, type UploadModelFile } from './upload-model-file';

/** Spec §5's submit-time texts. */
export const UPLOAD_FIELDS_MISSING = 'Please fill in all required fields and upload at least one file';
export const FINE_TUNE_FIELDS_MISSING = 'Please fill in all required fields';

type NewModelBody = Extract<RouteBodyInput<typeof createAsset>, { dataset_type: 'MODEL' }>;

/** Spec §3 and §9: a model starts free, unpublished, without dimensions or a parent, like a dataset. */
const modelBody = (title: string, userId: string, kind: Pick<NewModelBody, 'base_model_type' | 'fine_tune_payload'>): NewModelBody => ({
  dataset_type: 'MODEL',
  title: title.trim(),
  user_id: userId,
  category: null,
  details: '',
  tags: [],
  price: 0,
  embedding_model: null,
  dimensions: 0,
  is_published: false,
  parent_dataset_id: null,
  use_ipfs: false,
  ...kind,
});

/** The upload path's creation body, or null when spec §5's submit-time check fails (no files, a file too large…). */
export function uploadModelBody(values: WizardValues, userId: string | undefined): NewModelBody | null {
  if (!userId || values.baseModelType === null || values.files.length === 0) return null;
  if (values.files.some((file) => file.size > MAX_UPLOAD_BYTES)) return null;
  const body = modelBody(values.name, userId, { base_model_type: values.baseModelType });
  return v.safeParse(NewAsset, body).success ? body : null;
}

/** Thrown when a file of the upload path was not kept: spec §8's upload text, shown as the result. */
export class ModelFileNotUploaded extends Error {}

/**
 * Creates the model on either path. Every dataset and model list and the onboarding checklist are refetched once the
 * model exists (the server marks create_model), even when a file fails after it.
 */
export function useCreateModel(uploadFile: UploadModelFile) {
  const call = useApiCall();
  const queryClient = useQueryClient();
  const userId = useSession().user?.id;
  const endpoint = usePlatformEndpoint('');

  const refresh = () => {
    // The route alone is a prefix of every filtered read of it: My Models and My Datasets under any filter.
    void queryClient.invalidateQueries({ queryKey: routeQueryKey(listDatasets) });
    void queryClient.invalidateQueries({ queryKey: routeQueryKey(getOnboarding) });
  };

  /** The upload path: the model, then its files one after another; `onFileDone` counts them. */
  const uploadModel = async (body: NewModelBody, files: readonly File[], onFileDone: (done: number) => void) => {
    if (!endpoint) throw new ApiError({ status: 401, error: 'signed_out', detail: 'Please sign in to continue.' });
    const created = await call(createAsset, { body });
    refresh();
    const url = `${endpoint.url}${buildPath(uploadAssetFile.path, { id: created.id })}`;
    for (const [index, file] of files.entries()) {
      try {
        await uploadFile({ url, headers: endpoint.headers, file });
      } catch (error) {
        throw new ModelFileNotUploaded(uploadFailureMessage(file, error));
      }
      onFileDone(index + 1);
    }
    refresh();
    return created.id;
  };

  /** The fine-tune paths: one call, which starts (and pays for) the training, so each attempt has its own key. */
  const fineTuneModel = async (title: string, payload: FineTunePayloadInput) => {
    const body = modelBody(title, payload.user_id, { fine_tune_payload: payload });
    const created = await call(createAsset, { body, idempotencyKey: crypto.randomUUID() });
    refresh();
    return created.id;
  };

  return { userId, uploadModel, fineTuneModel };
}
