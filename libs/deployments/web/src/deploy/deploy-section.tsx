import { useId, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Anchor, Button, Card, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { IconRocket } from '@tabler/icons-react';
import { PATHS } from '@bagel/contract';
import { useCurrency } from '@bagel/currency';
import { isInsufficientBalance } from '@bagel/api-client';
import { BuyBagelsOffer, FailureAlert } from '@bagel/ui';
import { SpendCapInput } from '../spend-cap/spend-cap-input';
import { parseSpendCap } from '../spend-cap/spend-cap-value';
import { deployFailureMessage } from './deploy-failure-message';
import { DeployPrice } from './deploy-price';
import { useDeployModel, useDeploymentCost, useLiveDeploymentsOf } from './use-deploy-model';

/** Spec §8's title for a refused or failed deploy. */
export const DEPLOY_FAILED_TITLE = 'Deployment Failed';

const liveText = (count: number) =>
  count === 1 ? 'It has a deployment starting or running.' : `It has ${count} deployments starting or running.`;

/**
 * Deploy, on the model's page: the price, then a dialog with an optional spend cap. A deploy that starts goes to
 * Deployments, where its start-up can be watched; one that fails says why in the dialog (spec §8), amounts in the
 * user's currency.
 */
export function DeploySection({ modelId }: { modelId: string }) {
  const headingId = useId();
  const [open, setOpen] = useState(false);
  const live = useLiveDeploymentsOf(modelId);
  return (
    <Card component="section" withBorder padding="lg" aria-labelledby={headingId}>
      <Stack gap="sm" align="flex-start">
        <Title order={2} size="h3" id={headingId}>
          Deploy
        </Title>
        <Text size="sm">Run this model on a GPU of its own and chat with it in a playground.</Text>
        <DeployPrice />
        {live.length > 0 && (
          <Text size="sm">
            {`${liveText(live.length)} `}
            <Anchor component={Link} to={PATHS.deployments}>
              See deployments
            </Anchor>
          </Text>
        )}
        <Button leftSection={<IconRocket size={16} aria-hidden />} onClick={() => setOpen(true)}>
          Deploy model
        </Button>
      </Stack>
      {open && <DeployDialog modelId={modelId} onClose={() => setOpen(false)} />}
    </Card>
  );
}

/** Mounted only while open, so each opening starts from an empty cap and no old failure. */
function DeployDialog({ modelId, onClose }: { modelId: string; onClose: () => void }) {
  const [spendCap, setSpendCap] = useState<string | number>('');
  const [capError, setCapError] = useState<string | null>(null);
  const { currency } = useCurrency();
  const navigate = useNavigate();
  const cost = useDeploymentCost();
  const deploy = useDeployModel(modelId);

  const submit = () => {
    const parsed = parseSpendCap(spendCap);
    if (!parsed.ok) return setCapError(parsed.error);
    setCapError(null);
    // One press of Deploy is one attempt: its retries reuse the key, the next press gets a new one.
    deploy.mutate({ spendCap: parsed.value, idempotencyKey: crypto.randomUUID() }, { onSuccess: () => void navigate(PATHS.deployments) });
  };

  // Closed mid-request, the next opening would send a second deploy under a new key and rent a second GPU.
  const close = () => {
    if (!deploy.isPending) onClose();
  };

  return (
    <Modal opened onClose={close} title="Deploy model" centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <DeployPrice />
          <SpendCapInput
            value={spendCap}
            onChange={setSpendCap}
            error={capError}
            description="It stops by itself once it has cost this much. Leave it empty to run until you terminate it or your balance runs out."
          />
          {deploy.isError && <FailureAlert title={DEPLOY_FAILED_TITLE}>{deployFailureMessage(deploy.error, currency)}</FailureAlert>}
          {isInsufficientBalance(deploy.error) && (
            <Group>
              <BuyBagelsOffer />
            </Group>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={deploy.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={deploy.isPending} disabled={!cost.data}>
              Deploy
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
