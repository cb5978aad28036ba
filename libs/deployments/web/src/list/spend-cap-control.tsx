import { useState } from 'react';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { setDeploymentSpendCap, type Deployment } from '@bagel/deployments-contract';
import { errorMessage } from '@bagel/api-client';
import { useApiCall } from '@bagel/api-react';
import { useCurrency } from '@bagel/currency';
import { FailureAlert } from '@bagel/ui';
import { formatMoney } from '@bagel/util';
import { SpendCapInput } from '../spend-cap/spend-cap-input';
import { parseSpendCap } from '../spend-cap/spend-cap-value';
import { useReplaceDeployment } from '../use-replace-deployment';

/** Changes or removes what a live deployment may cost in all; reaching it stops the pod. */
export function SpendCapControl({ deployment }: { deployment: Deployment }) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState<string | number>('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const { currency } = useCurrency();
  const call = useApiCall();
  const replaceDeployment = useReplaceDeployment();
  const save = useMutation({
    mutationFn: (spendCap: number | null) =>
      call(setDeploymentSpendCap, { params: { podId: deployment.pod_id }, body: { spend_cap: spendCap } }),
    onSuccess: (updated) => {
      setEditing(false);
      void replaceDeployment(updated);
    },
  });

  const open = () => {
    setValue(deployment.spend_cap ?? '');
    setFieldError(null);
    save.reset();
    setEditing(true);
  };
  const check = (input: string | number) => {
    const parsed = parseSpendCap(input, deployment.cost_so_far);
    setFieldError(parsed.ok ? null : parsed.error);
    return parsed;
  };
  const submit = (input: string | number) => {
    const parsed = check(input);
    if (parsed.ok) save.mutate(parsed.value);
  };

  return (
    <>
      <Button variant="subtle" size="compact-xs" onClick={open} aria-label={`Edit the spend cap of ${deployment.model_name}`}>
        Edit
      </Button>
      <Modal opened={editing} onClose={() => setEditing(false)} title="Spend cap" centered>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit(value);
          }}
        >
          <Stack gap="md">
            <SpendCapInput
              value={value}
              onChange={(next) => {
                setValue(next);
                // Once it has said what is wrong, it says when that is fixed.
                if (fieldError) check(next);
              }}
              onBlur={() => check(value)}
              error={fieldError}
              description={`It has cost ${formatMoney(deployment.cost_so_far, currency)} so far; a cap must be above that. Leave it empty for no cap.`}
            />
            {save.isError && <FailureAlert title="The spend cap was not changed">{errorMessage(save.error)}</FailureAlert>}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setEditing(false)} disabled={save.isPending}>
                Cancel
              </Button>
              <Button type="submit" loading={save.isPending}>
                Save
              </Button>
            </Group>
          </Stack>
        </form>
      </Modal>
    </>
  );
}
