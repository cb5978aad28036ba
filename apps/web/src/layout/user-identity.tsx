import { Stack, Text, type StackProps } from '@mantine/core';
import type { SessionUser } from '@bagel/account-contract';

/** Who is signed in, as the avatar menu and the menu panel both show it (spec §2: username and email). */
export function UserIdentity({ user, ...stackProps }: { user: SessionUser } & StackProps) {
  return (
    <Stack gap={0} miw={0} {...stackProps}>
      <Text fw={600} truncate>
        {user.username}
      </Text>
      <Text size="sm" c="dimmed" truncate>
        {user.email}
      </Text>
    </Stack>
  );
}
