import { Link } from 'react-router';
import { Button } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { PATHS } from '@bagel/contract';

export interface BuyBagelsOfferProps {
  /** Called as it is followed, e.g. to close the sheet or dialog it sits in. */
  onFollow?: () => void;
}

/** 'Buy Bagels', to /buy-bagels: what every refusal for a balance that cannot pay offers (a deploy, a generation, a fine-tune). */
export function BuyBagelsOffer({ onFollow }: BuyBagelsOfferProps) {
  return (
    <Button
      component={Link}
      to={PATHS.buyBagels}
      variant="light"
      leftSection={<IconShoppingCart size={16} aria-hidden />}
      onClick={onFollow}
    >
      Buy Bagels
    </Button>
  );
}
