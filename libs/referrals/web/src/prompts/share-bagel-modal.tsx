import { Link } from 'react-router';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { PATHS } from '@bagel/contract';
import { REFERRAL_TEXTS } from '@bagel/referrals-contract';

export interface ShareBagelModalProps {
  opened: boolean;
  /** Close, or follow 'Get started now': not again today in this tab. */
  onClose: () => void;
  /** 'Don't show this again'; absent for users without an email (spec §4). */
  onDismiss?: () => void;
  dismissing?: boolean;
}

/** The 'Share Bagel' pop-up (spec §2): what inviting friends earns, and the way to /invite. */
export function ShareBagelModal({ opened, onClose, onDismiss, dismissing = false }: ShareBagelModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={REFERRAL_TEXTS.shareTitle} centered closeButtonProps={{ 'aria-label': 'Close' }}>
      <Stack gap="md">
        <Text size="sm">{REFERRAL_TEXTS.shareBody}</Text>
        <Group justify={onDismiss ? 'space-between' : 'flex-end'} gap="sm">
          {onDismiss && (
            <Button variant="default" onClick={onDismiss} loading={dismissing}>
              {REFERRAL_TEXTS.dontShowAgain}
            </Button>
          )}
          <Button component={Link} to={PATHS.invite} onClick={onClose}>
            {REFERRAL_TEXTS.shareLink}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
