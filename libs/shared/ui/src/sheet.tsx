import type { ReactNode } from 'react';
import { Drawer } from '@mantine/core';

export interface SheetProps {
  opened: boolean;
  onClose: () => void;
  /** Names the dialog for screen readers too. */
  title: ReactNode;
  children: ReactNode;
  size?: 'sm' | 'md' | 'lg' | 'xl';
}

/** A side sheet sliding in from the right, for short tasks such as Contact Us or Create Dataset. */
export function Sheet({ opened, onClose, title, children, size = 'md' }: SheetProps) {
  return (
    <Drawer opened={opened} onClose={onClose} title={title} position="right" size={size}>
      {children}
    </Drawer>
  );
}
