import { useId } from 'react';
import { Card, Group, Progress, Stack, Text, Title } from '@mantine/core';
import type { ReferralProgress } from '@bagel/referrals-contract';
import { useCurrency } from '@bagel/currency';
import { formatMoney } from '@bagel/util';

/** How far the code has come: friends toward the inviter's bonus, what each friend gets, and the code's cap. */
export function ReferralProgressCard({ progress }: { progress: ReferralProgress }) {
  const headingId = useId();
  const { currency } = useCurrency();
  const { friends_joined: joined, friends_for_bonus: needed, max_friends: cap } = progress;
  const counted = Math.min(joined, needed);
  const toGo = needed - counted;
  const friendBonus = formatMoney(progress.friend_bonus, currency);
  const inviterBonus = formatMoney(progress.inviter_bonus, currency);

  return (
    <Card component="section" withBorder padding="lg" aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={2} size="h3" id={headingId}>
          Your progress
        </Title>
        <Stack gap={6}>
          <Group justify="space-between" wrap="nowrap">
            <Text size="sm" fw={500}>{`${counted} / ${needed} friends joined`}</Text>
            <Text size="sm" c="dimmed">
              {inviterBonus}
            </Text>
          </Group>
          <Progress
            value={needed > 0 ? Math.round((counted / needed) * 100) : 100}
            aria-label={`Friends joined toward your ${inviterBonus} bonus`}
            color={progress.inviter_bonus_paid ? 'teal.9' : undefined}
          />
        </Stack>
        <Text size="sm">
          {progress.inviter_bonus_paid
            ? `You earned ${inviterBonus} for bringing in ${needed} friends.`
            : joined === 0
              ? `No friends have joined yet. When ${needed} join with your link, you earn ${inviterBonus}.`
              : `${toGo} more ${toGo === 1 ? 'friend' : 'friends'} to earn ${inviterBonus}.`}
        </Text>
        <Text size="sm">{`Each friend gets ${friendBonus} when they sign up with your link.`}</Text>
        <Text size="sm" c="dimmed">
          {joined >= cap
            ? `Your code has brought in ${cap} friends, its limit: it takes no more sign-ups.`
            : `Your code can bring in up to ${cap} friends (${joined} so far).`}
        </Text>
        {progress.joined_with && (
          <Text size="sm" c="dimmed">
            You joined with code {progress.joined_with}.
          </Text>
        )}
      </Stack>
    </Card>
  );
}
