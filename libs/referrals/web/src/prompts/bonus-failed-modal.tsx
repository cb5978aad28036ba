import { Link } from 'react-router';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { PATHS } from '@bagel/contract';
import { REFERRAL_TEXTS } from '@bagel/referrals-contract';

export interface BonusFailedModalProps {
  opened: boolean;
  /** Why the code was refused: the server's words, or 'Validation failed' (spec §8). */
  reason: string;
  /** The session says waitlist: until then 'Go to Waitlist' waits, or the page would let the user through. */
  ready: boolean;
  /** Closing lets the waitlist redirect through, whichever way the pop-up is closed. */
  onClose: () => void;
}

/** 'Bonus Assignment Failed' (spec §2, §8): the code was refused and the account is now on the waitlist. */
export function BonusFailedModal({ opened, reason, ready, onClose }: BonusFailedModalProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={REFERRAL_TEXTS.bonusFailedTitle} centered>
      <Stack gap="md">
        <Text size="sm">{REFERRAL_TEXTS.bonusFailedBody}</Text>
        <Text size="sm" c="dimmed">{`Reason: ${reason}`}</Text>
        <Group justify="flex-end">
          {ready ? (
            <Button component={Link} to={PATHS.waitlist} onClick={onClose}>
              {REFERRAL_TEXTS.goToWaitlist}
            </Button>
          ) : (
            <Button loading>{REFERRAL_TEXTS.goToWaitlist}</Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
