import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconBrandX } from '@tabler/icons-react';
import { SOCIAL_NAME } from '@bagel/referrals-contract';

/**
 * Spec §8: a social post that fails asks the user to authorise the account. `authorizeUrl` is the network's consent
 * page (OAuth 2.0 with PKCE), which sends the browser back to /invite afterwards.
 */
export function AuthorisePrompt({ authorizeUrl, afterFailure }: { authorizeUrl: string | null; afterFailure: boolean }) {
  return (
    <Alert color="blue" variant="light" title={`Authorise your ${SOCIAL_NAME} account`} icon={<IconBrandX aria-hidden />}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">
          {afterFailure
            ? `${SOCIAL_NAME} did not accept the post. Authorise Bagel to post on your ${SOCIAL_NAME} account, then post again.`
            : `To post your invitation, authorise Bagel to post on your ${SOCIAL_NAME} account.`}
        </Text>
        {authorizeUrl ? (
          <Button component="a" href={authorizeUrl} size="xs">
            {`Authorise ${SOCIAL_NAME} account`}
          </Button>
        ) : (
          <Text size="sm" c="dimmed">
            Authorising is not available right now. Please try again later.
          </Text>
        )}
      </Stack>
    </Alert>
  );
}
