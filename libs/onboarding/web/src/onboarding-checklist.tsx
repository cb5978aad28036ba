import { Link } from 'react-router';
import { Anchor, Card, List, Progress, Skeleton, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { IconCircle, IconCircleCheck, IconConfetti } from '@tabler/icons-react';
import { PATHS } from '@bagel/contract';
import type { OnboardingState } from '@bagel/onboarding-contract';
import { ErrorState } from '@bagel/ui';
import { onboardingProgress } from './onboarding-progress';

export type OnboardingChecklistProps =
  { status: 'loading' } | { status: 'error'; message: string; onRetry: () => void } | { status: 'success'; onboarding: OnboardingState };

const HEADING_ID = 'onboarding-checklist-title';

export function OnboardingChecklist(props: OnboardingChecklistProps) {
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={HEADING_ID} aria-busy={props.status === 'loading'}>
      <Stack gap="md">
        <Title order={2} size="h3" id={HEADING_ID}>
          Get started
        </Title>
        <ChecklistBody {...props} />
      </Stack>
    </Card>
  );
}

function ChecklistBody(props: OnboardingChecklistProps) {
  switch (props.status) {
    case 'loading':
      return <ChecklistSkeleton />;
    case 'error':
      return <ErrorState title="Could not load your checklist" message={props.message} onRetry={props.onRetry} />;
    case 'success':
      return <StepList onboarding={props.onboarding} />;
  }
}

function ChecklistSkeleton() {
  return (
    <Stack gap="sm">
      <VisuallyHidden>Loading your checklist…</VisuallyHidden>
      <Skeleton height={12} width="30%" />
      <Skeleton height={8} />
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} height={20} width="60%" />
      ))}
    </Stack>
  );
}

function StepList({ onboarding }: { onboarding: OnboardingState }) {
  const progress = onboardingProgress(onboarding);
  return (
    <Stack gap="md">
      {progress.completed ? (
        <Text fw={500}>
          <IconConfetti aria-hidden size={18} style={{ verticalAlign: 'text-bottom', marginRight: 6 }} />
          You&apos;re all set! You&apos;ve finished getting started with Bagel.
        </Text>
      ) : (
        <Text c="dimmed">Three steps to your first fine-tuned model.</Text>
      )}
      <Stack gap={6}>
        <Text size="sm" fw={500}>
          {progress.done} of {progress.total} done
        </Text>
        <Progress value={progress.percent} aria-label="Onboarding progress" color={progress.completed ? 'teal.8' : undefined} />
      </Stack>
      <List spacing="sm" listStyleType="none" p={0}>
        {progress.steps.map(({ step, label, path, completed }) => (
          <List.Item
            key={step}
            icon={
              <ThemeIcon variant="light" color={completed ? 'teal.8' : 'gray.7'} radius="xl" size={28}>
                {completed ? <IconCircleCheck aria-hidden size={18} /> : <IconCircle aria-hidden size={18} />}
              </ThemeIcon>
            }
          >
            {/* The status is part of the link's name, so a screen reader hears it with the step. */}
            <Anchor component={Link} to={path} td={completed ? 'line-through' : undefined} c={completed ? 'dimmed' : undefined}>
              {label} <VisuallyHidden>{completed ? '(done)' : '(not done yet)'}</VisuallyHidden>
            </Anchor>
          </List.Item>
        ))}
      </List>
      {/* A new account has no Bagels, and the first training or deploy would be refused without them. */}
      <Text size="sm">
        Training and deploying a model cost Bagels.{' '}
        <Anchor component={Link} to={PATHS.buyBagels}>
          Buy Bagels
        </Anchor>
      </Text>
    </Stack>
  );
}
