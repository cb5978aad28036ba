import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { REFERRAL_TEXTS } from '@bagel/referrals-contract';
import { useRefreshWallet } from '@bagel/wallet-data-access';

/** 'Bonus Assigned!' (spec §2): the friend's bonus arrived; the button reads the balance and history again, then closes. */
export function BonusAssignedModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const refreshWallet = useRefreshWallet();
  const [refreshing, setRefreshing] = useState(false);
  const refresh = async () => {
    setRefreshing(true);
    try {
      await refreshWallet();
    } finally {
      setRefreshing(false);
      onClose();
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={REFERRAL_TEXTS.bonusTitle} centered>
      <Stack gap="md">
        <Text size="sm">{REFERRAL_TEXTS.bonusBody}</Text>
        <Group justify="flex-end">
          <Button onClick={() => void refresh()} loading={refreshing}>
            {REFERRAL_TEXTS.bonusRefresh}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
