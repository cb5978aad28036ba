import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconMessageChatbot } from '@tabler/icons-react';
import { GPU_OPTIONS } from '@bagel/contract';
import type { Deployment } from '@bagel/deployments-contract';
import { useCurrency } from '@bagel/currency';
import { formatMoney } from '@bagel/util';
import { chatPath, modelPath } from '../deployment-links';
import { hasEnded, isStarting } from '../deployment-state';
import { DeploymentEnding } from './deployment-ending';
import { DeploymentProgress } from './deployment-progress';
import { DeploymentStatusBadge } from './deployment-status-badge';
import { SpendCapControl } from './spend-cap-control';
import { TerminateButton } from './terminate-button';

/** One deployment: what runs where, what it costs, and what can be done with it. */
export function DeploymentCard({ deployment }: { deployment: Deployment }) {
  const headingId = useId();
  const { currency } = useCurrency();
  const money = (bagels: number) => formatMoney(bagels, currency);
  const ended = hasEnded(deployment);

  return (
    <Card component="article" withBorder padding="lg" aria-labelledby={headingId}>
      <Stack gap="md">
        <Stack gap={4}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Title order={2} size="h4" id={headingId} style={{ overflowWrap: 'anywhere' }}>
              <Anchor component={Link} to={modelPath(deployment.model_id)} inherit>
                {deployment.model_name}
              </Anchor>
            </Title>
            <DeploymentStatusBadge deployment={deployment} />
          </Group>
          {/* The shared design has a simulator show its name, so nobody takes a simulated pod for a rented GPU. */}
          <Text
            size="sm"
            c="dimmed"
          >{`Runs on ${deployment.provider} · ${GPU_OPTIONS[deployment.gpu_type].label} × ${deployment.gpu_count}`}</Text>
          {/* A base model answers chat through the platform's template, not one it was trained on: replies read so. */}
          {deployment.plain_chat_template && (
            <Text size="sm" c="dimmed">
              Served with a plain chat template: this model has none of its own
            </Text>
          )}
        </Stack>

        {isStarting(deployment) && <DeploymentProgress deployment={deployment} />}
        {ended && <DeploymentEnding deployment={deployment} />}

        <SimpleGrid component="dl" cols={{ base: 1, xs: 3 }} spacing="sm" verticalSpacing="xs" m={0}>
          <Fact term="Cost per hour">{money(deployment.cost.bgl_per_hour)}</Fact>
          <Fact term="Cost so far">{money(deployment.cost_so_far)}</Fact>
          <Fact term="Spend cap">
            <Group gap={4} wrap="nowrap">
              <span>{deployment.spend_cap === null ? 'None' : money(deployment.spend_cap)}</span>
              {!ended && <SpendCapControl deployment={deployment} />}
            </Group>
          </Fact>
        </SimpleGrid>

        {!ended && (
          <Group gap="sm">
            {deployment.status === 'running' && (
              <Button
                component={Link}
                to={chatPath(deployment.pod_id)}
                size="xs"
                leftSection={<IconMessageChatbot size={16} aria-hidden />}
              >
                Open playground
              </Button>
            )}
            <TerminateButton deployment={deployment} />
          </Group>
        )}
      </Stack>
    </Card>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <Stack gap={0}>
      <Text component="dt" size="xs" c="dimmed">
        {term}
      </Text>
      <Text component="dd" size="sm" fw={600} m={0} ff="monospace">
        {children}
      </Text>
    </Stack>
  );
}
