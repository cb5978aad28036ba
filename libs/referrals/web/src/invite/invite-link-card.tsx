import { useId } from 'react';
import { Button, Card, Code, CopyButton, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';

/** The caller's code and the link to hand out, with a button that copies it. */
export function InviteLinkCard({ code, link }: { code: string; link: string }) {
  const headingId = useId();
  return (
    <Card component="section" withBorder padding="lg" aria-labelledby={headingId}>
      <Stack gap="md">
        <Title order={2} size="h3" id={headingId}>
          Your invite link
        </Title>
        <Text size="sm">
          Your referral code is <Code fz="sm">{code}</Code>. Friends who sign up through your link join with it.
        </Text>
        <Group align="flex-end" gap="sm" wrap="nowrap">
          <TextInput label="Invite link" value={link} readOnly flex={1} onFocus={(event) => event.currentTarget.select()} />
          <CopyButton value={link} timeout={2000}>
            {({ copied, copy }) => (
              <Button
                variant={copied ? 'light' : 'filled'}
                color={copied ? 'teal.9' : undefined}
                leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
                onClick={copy}
                miw={110}
              >
                {copied ? 'Copied' : 'Copy link'}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </Card>
  );
}
