import { useState } from 'react';
import { Button, Card, Container, List, Stack, Text, Title } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { useSession } from '@bagel/session';
import { Page } from '@bagel/ui';
import { PATHS } from '@bagel/contract';
import { useAdmissionCheck } from './use-admission-check';

const HEADING_ID = 'waitlist-meaning-title';

export function WaitlistPage() {
  const { signOut } = useSession();
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  useAdmissionCheck();

  const leave = async () => {
    setSigningOut(true);
    try {
      await signOut();
    } catch (error) {
      // The session is forgotten here either way; the visitor still leaves.
      console.error('Sign out: the server did not confirm', error);
    } finally {
      void navigate(PATHS.landing, { replace: true });
    }
  };

  // Shown without the signed-in shell: this page and its sign-out are all a waitlisted user can use.
  return (
    <Container size="sm" py="xl">
      <Page title="You're on the waitlist" description="Thanks for signing up for Bagel. Your account exists and is waiting for a spot.">
        <Card withBorder padding="lg" component="section" aria-labelledby={HEADING_ID} maw={640}>
          <Stack gap="md">
            <Title order={2} size="h3" id={HEADING_ID}>
              What this means
            </Title>
            <List spacing="xs">
              <List.Item>We are opening Bagel gradually, so new accounts wait for a free spot.</List.Item>
              <List.Item>Until then you can sign in, but datasets, models, deployments and your wallet stay closed.</List.Item>
              <List.Item>
                You do not need to do anything: an administrator lets accounts in from the waitlist, and nothing you signed up with is lost.
              </List.Item>
            </List>
            <Title order={2} size="h3">
              What happens next
            </Title>
            <Text size="sm">
              This page checks for you while it is open: as soon as your account is let in, it takes you to your dashboard. You can also
              close it and sign in again later.
            </Text>
            <div>
              <Button
                variant="default"
                leftSection={<IconLogout aria-hidden size={16} />}
                onClick={() => void leave()}
                loading={signingOut}
              >
                Sign out
              </Button>
            </div>
          </Stack>
        </Card>
      </Page>
    </Container>
  );
}
