import { useState } from 'react';
import { Button, Group, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { listFineTuneConfigs, saveFineTuneConfig, type FineTunePayloadInput } from '@bagel/fine-tuning-contract';
import { errorMessage } from '@bagel/api-client';
import { routeQueryKey, useApiCall, useUserId } from '@bagel/api-react';
import { showErrorToast, showSuccessToast } from '@bagel/ui';

export const SAVE_FAILED = 'Failed to save configuration';

/** Spec §2 step 5's save-config control: the fine-tune as a named template for later (the same name replaces it). */
export function SaveConfig({ payload }: { payload: FineTunePayloadInput | null }) {
  const call = useApiCall();
  const queryClient = useQueryClient();
  const userId = useUserId();
  const [name, setName] = useState('');
  const save = useMutation({
    mutationFn: (fine_tune_payload: FineTunePayloadInput) =>
      call(saveFineTuneConfig, { body: { user_id: userId, config_name: name, fine_tune_payload } }),
    onSuccess: (saved) => {
      showSuccessToast(`Configuration '${saved.config_name}' saved`);
      // The templates button appears (or lists the new one) at once.
      void queryClient.invalidateQueries({ queryKey: routeQueryKey(listFineTuneConfigs) });
    },
    onError: (error) => showErrorToast(SAVE_FAILED, errorMessage(error)),
  });
  const canSave = payload !== null && name.trim() !== '' && !save.isPending;
  const submit = () => {
    if (canSave) save.mutate(payload);
  };
  return (
    <Group align="flex-end" gap="sm" wrap="nowrap">
      <TextInput
        label="Config name"
        description="Save these settings as a template"
        placeholder="e.g. Support bot, 3 epochs"
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        // Enter here saves the template; it must not press Create Model, which starts a paid job.
        onKeyDown={(event) => {
          if (event.key !== 'Enter') return;
          event.preventDefault();
          submit();
        }}
        style={{ flex: 1 }}
      />
      <Button variant="light" onClick={submit} disabled={!canSave}>
        {save.isPending ? 'Saving…' : 'Save'}
      </Button>
    </Group>
  );
}
