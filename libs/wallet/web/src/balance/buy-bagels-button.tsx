import { Link } from 'react-router';
import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { PATHS } from '@bagel/contract';

export const BUY_BAGELS_LABEL = 'Buy Bagels';

/**
 * The balance's plus button, a link to the buy page. Without its tooltip (`BuyBagelsTooltip`, a module of its own) it
 * is what the header shows until the tooltip's code (Mantine's Tooltip and floating-ui) is in.
 */
export function BuyBagelsButton(props: ActionIconProps) {
  return (
    <ActionIcon component={Link} to={PATHS.buyBagels} variant="filled" radius="xl" size="sm" aria-label={BUY_BAGELS_LABEL} {...props}>
      <IconPlus size={14} aria-hidden />
    </ActionIcon>
  );
}
