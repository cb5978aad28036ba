import { Tooltip } from '@mantine/core';
import { BUY_BAGELS_LABEL, BuyBagelsButton } from './buy-bagels-button';

/** The balance's plus button with its 'Buy Bagels' tooltip. */
export function BuyBagelsTooltip() {
  return (
    <Tooltip label={BUY_BAGELS_LABEL}>
      <BuyBagelsButton />
    </Tooltip>
  );
}
