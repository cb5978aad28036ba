import { useState } from 'react';
import { Button } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@bagel/api-client';
import { deleteGeneration, getGenerationFile, listGenerations, type Generation } from '@bagel/generation-contract';
import { routeQueryKey, useApiCall } from '@bagel/api-react';
import { useCurrency } from '@bagel/currency';
import { ConfirmModal, FailureAlert } from '@bagel/ui';
import { formatMoney } from '@bagel/util';
import { KIND_NOUNS } from '../generation-labels';

/** An output's delete action, asked once more in a dialog: a deleted output cannot be brought back, and is not refunded. */
export function DeleteGenerationButton({ output }: { output: Generation }) {
  const call = useApiCall();
  const queryClient = useQueryClient();
  const { currency } = useCurrency();
  const [confirming, setConfirming] = useState(false);
  const noun = KIND_NOUNS[output.kind].one;
  const removal = useMutation({
    mutationFn: () => call(deleteGeneration, { params: { generationId: output.generation_id } }),
    onSuccess: async () => {
      setConfirming(false);
      queryClient.removeQueries({ queryKey: routeQueryKey(getGenerationFile, { params: { generationId: output.generation_id } }) });
      await queryClient.invalidateQueries({ queryKey: routeQueryKey(listGenerations, { params: { userId: output.user_id } }) });
    },
  });
  const close = () => {
    if (removal.isPending) return;
    removal.reset();
    setConfirming(false);
  };

  return (
    <>
      <Button size="xs" variant="subtle" color="red.9" c="red.9" onClick={() => setConfirming(true)}>
        Delete
      </Button>
      <ConfirmModal
        opened={confirming}
        onClose={close}
        title={`Delete this ${noun}?`}
        message={
          output.status === 'failed'
            ? `It leaves your gallery. Its charge was refunded.`
            : `It leaves your gallery and its file is removed. The ${formatMoney(output.cost, currency)} it cost is not refunded.`
        }
        confirmLabel="Delete"
        onConfirm={() => removal.mutate()}
        pending={removal.isPending}
        failure={removal.isError && <FailureAlert title={`The ${noun} was not deleted`}>{errorMessage(removal.error)}</FailureAlert>}
      />
    </>
  );
}
