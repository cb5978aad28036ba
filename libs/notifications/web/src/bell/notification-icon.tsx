import { ThemeIcon } from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowDownLeft,
  IconBrain,
  IconCopy,
  IconCreditCard,
  IconGift,
  IconPlayerStop,
  IconReceiptRefund,
  IconRocket,
  type Icon,
} from '@tabler/icons-react';
import type { NotificationKind } from '@bagel/notifications-contract';

const ICONS: Record<NotificationKind, { icon: Icon; color: string }> = {
  transfer_received: { icon: IconArrowDownLeft, color: 'teal' },
  bagels_bought: { icon: IconCreditCard, color: 'teal' },
  bonus: { icon: IconGift, color: 'teal' },
  refund: { icon: IconReceiptRefund, color: 'teal' },
  clone_finished: { icon: IconCopy, color: 'blue' },
  clone_failed: { icon: IconAlertTriangle, color: 'red' },
  fine_tune_finished: { icon: IconBrain, color: 'blue' },
  fine_tune_failed: { icon: IconAlertTriangle, color: 'red' },
  deployment_running: { icon: IconRocket, color: 'blue' },
  deployment_failed: { icon: IconAlertTriangle, color: 'red' },
  deployment_stopped: { icon: IconPlayerStop, color: 'orange' },
};

/** What a notification is about at a glance: money in, work done, or something that failed. Decorative. */
export function NotificationIcon({ kind }: { kind: NotificationKind }) {
  const { icon: KindIcon, color } = ICONS[kind];
  return (
    <ThemeIcon variant="light" color={color} radius="xl" size="md" aria-hidden>
      <KindIcon size={16} />
    </ThemeIcon>
  );
}
