import { useState, type FormEvent } from 'react';
import { Button, Card, Group, NumberInput, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import * as v from 'valibot';
import { BagelAmount } from '@bagel/contract';
import { REFERRAL_BONUSES } from '@bagel/referrals-contract';
import { ErrorState, FailureAlert } from '@bagel/ui';
import { bagelsToUsd, formatBagels, formatUsd } from '@bagel/util';

export const POOL_FETCH_FAILED = 'Failed to fetch the referral pool';
export const POOL_FUND_FAILED = 'Failed to add Bagels to the referral pool. Please try again.';
export const POOL_TOO_LOW = `The pool cannot pay a friend's ${REFERRAL_BONUSES.friend} BGL bonus: new redemptions are refused until you add Bagels.`;

export interface ReferralPoolPanelProps {
  status: 'loading' | 'error' | 'ready';
  /** BGL the pool can still pay in bonuses. */
  balance: number;
  adding?: boolean;
  addFailed?: boolean;
  /** Adds Bagels from platform revenue; the field clears once it resolves. */
  onAdd: (bagels: number) => Promise<unknown>;
  onRetry: () => void;
}

const HEADING_ID = 'referral-pool-title';

/** What the referral pool holds for bonuses, and a form that tops it up from platform revenue. */
export function ReferralPoolPanel({ status, balance, adding = false, addFailed = false, onAdd, onRetry }: ReferralPoolPanelProps) {
  const [amount, setAmount] = useState<string | number>('');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = v.safeParse(BagelAmount, amount === '' ? undefined : Number(amount));
    if (!parsed.success) {
      setError(amount === '' ? 'Enter how many Bagels to add' : (parsed.issues[0]?.message ?? 'Enter an amount'));
      return;
    }
    setError(null);
    onAdd(parsed.output).then(
      () => setAmount(''),
      () => undefined,
    );
  };

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={HEADING_ID} aria-busy={status === 'loading' || adding}>
      <Stack gap="md">
        <Title order={2} size="h3" id={HEADING_ID}>
          Referral pool
        </Title>
        <Text size="sm" c="dimmed">
          Referral bonuses are paid from this pool: {REFERRAL_BONUSES.friend} BGL to each friend who joins with a code, and{' '}
          {REFERRAL_BONUSES.inviter} BGL to the inviter once {REFERRAL_BONUSES.friendsForInviterBonus} friends have joined. A redemption the
          pool cannot cover is refused.
        </Text>
        {status === 'loading' && (
          <>
            <VisuallyHidden>Loading the referral pool…</VisuallyHidden>
            <Skeleton height={32} width="40%" />
          </>
        )}
        {status === 'error' && <ErrorState message={POOL_FETCH_FAILED} onRetry={onRetry} />}
        {status === 'ready' && (
          <>
            <Group gap="xs" align="baseline" wrap="wrap">
              <Text size="sm">Balance</Text>
              <Text size="xl" fw={700} aria-label={`Balance ${formatBagels(balance)}`}>
                {formatBagels(balance)}
              </Text>
              <Text size="sm" c="dimmed">
                ({formatUsd(bagelsToUsd(balance))})
              </Text>
            </Group>
            {balance < REFERRAL_BONUSES.friend && (
              <FailureAlert>
                <Text size="sm">{POOL_TOO_LOW}</Text>
              </FailureAlert>
            )}
            <form onSubmit={submit} noValidate aria-label="Add to the referral pool">
              <Stack gap="sm" align="flex-start">
                <NumberInput
                  label="Bagels to add"
                  description="Moved from platform revenue"
                  value={amount}
                  onChange={(value) => {
                    setAmount(value);
                    setError(null);
                  }}
                  error={error}
                  decimalScale={2}
                  thousandSeparator=","
                  min={0}
                  hideControls
                  disabled={adding}
                  w={240}
                  maw="100%"
                />
                <Button type="submit" loading={adding}>
                  Add to pool
                </Button>
              </Stack>
            </form>
            {addFailed && (
              <FailureAlert>
                <Text size="sm">{POOL_FUND_FAILED}</Text>
              </FailureAlert>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
