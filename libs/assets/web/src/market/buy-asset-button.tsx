import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { errorMessage, isInsufficientBalance } from '@bagel/api-client';
import type { AssetRecord } from '@bagel/assets-contract';
import { BuyBagelsOffer, FailureAlert } from '@bagel/ui';
import { useBuyAsset } from './use-buy-asset';
import { PriceText } from './price-text';

/** Buy, confirmed in a dialog that shows the price; the server's refusal (a short balance, the waitlist) is shown there. */
export function BuyAssetButton({ asset }: { asset: AssetRecord }) {
  const [confirming, setConfirming] = useState(false);
  const [failure, setFailure] = useState<{ message: string; shortOfBagels: boolean } | null>(null);
  const buy = useBuyAsset(asset.dataset_id);

  const close = () => {
    setConfirming(false);
    setFailure(null);
  };
  const confirm = async () => {
    setFailure(null);
    try {
      // A new key per press of Buy: the server applies one attempt once, however often it arrives.
      await buy.mutateAsync(crypto.randomUUID());
      setConfirming(false);
    } catch (error) {
      setFailure({ message: errorMessage(error), shortOfBagels: isInsufficientBalance(error) });
    }
  };

  return (
    <>
      <Button leftSection={<IconShoppingCart size={16} aria-hidden />} onClick={() => setConfirming(true)}>
        Buy
      </Button>
      <Modal opened={confirming} onClose={close} title={`Buy ${asset.title}`} centered>
        <Stack gap="md">
          <Text size="sm">
            {`You pay ${asset.owner_username} `}
            <PriceText price={asset.price} />
            {' for access to its files. This cannot be undone.'}
          </Text>
          {failure && <FailureAlert title="The purchase did not go through">{failure.message}</FailureAlert>}
          {/* As every refusal for a short balance does: the way to pay is one step away (the dialog closes on leaving). */}
          {failure?.shortOfBagels && <BuyBagelsOffer onFollow={close} />}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={buy.isPending}>
              Cancel
            </Button>
            <Button onClick={() => void confirm()} loading={buy.isPending}>
              Confirm purchase
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
