import { ActionIcon, type ActionIconProps, type ElementProps } from '@mantine/core';
import { IconBell } from '@tabler/icons-react';
import { bellLabel } from './badge-label';

export interface BellButtonProps extends ActionIconProps, ElementProps<'button', keyof ActionIconProps> {
  /** Undefined while the list loads. */
  unread: number | undefined;
}

/** The bell's button, named with the unread count: the popover's target, and what shows until the popover's code is in. */
export function BellButton({ unread, ...props }: BellButtonProps) {
  return (
    <ActionIcon variant="subtle" color="gray" size="lg" aria-label={bellLabel(unread)} {...props}>
      <IconBell size={20} aria-hidden />
    </ActionIcon>
  );
}
