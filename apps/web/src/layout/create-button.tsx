import { Button, type ButtonProps, type ElementProps } from '@mantine/core';
import { IconChevronDown, IconPlus } from '@tabler/icons-react';

/** The Create menu's button: the menu's target, and what the header shows until the menu's code is in. */
export function CreateButton(props: ButtonProps & ElementProps<'button', keyof ButtonProps>) {
  return (
    <Button
      visibleFrom="sm"
      variant="light"
      leftSection={<IconPlus size={16} aria-hidden />}
      rightSection={<IconChevronDown size={14} aria-hidden />}
      {...props}
    >
      Create
    </Button>
  );
}
