import { useId, useState } from 'react';
import { Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { SOCIAL_NAME, SOCIAL_POST_MAX_CHARS } from '@bagel/referrals-contract';
import { FailureAlert } from '@bagel/ui';
import { AuthorisationResult } from './authorisation-result';
import { AuthorisePrompt } from './authorise-prompt';
import { invitationMessage } from './invitation-message';
import { PostOutcome } from './post-outcome';
import { useSocialPosting } from './use-social-posting';

/** 'Share on X': an invitation with the link, editable up to X's 280 characters, posted as the user's account. */
export function ShareOnSocialCard({ code, link }: { code: string; link: string }) {
  const headingId = useId();
  const [message, setMessage] = useState(() => invitationMessage(link));
  const { auth, post, authRequired, posting } = useSocialPosting(code);

  const length = message.length;
  const tooLong = length > SOCIAL_POST_MAX_CHARS;
  const empty = message.trim() === '';
  const unauthorized = auth.data?.status === 'unauthorized';
  // A post X refused for the token asks for authorising until the status says the account is authorised again.
  const mustAuthorise = unauthorized || (authRequired && auth.data?.status !== 'authorized');
  const pending = posting.isPending || post?.status === 'pending';

  return (
    <Card component="section" withBorder padding="lg" aria-labelledby={headingId}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h3" id={headingId}>
            {`Share on ${SOCIAL_NAME}`}
          </Title>
          {auth.data?.status === 'authorized' && auth.data.username && (
            <Text size="sm" c="dimmed">{`Posting as @${auth.data.username}`}</Text>
          )}
        </Stack>
        <AuthorisationResult />
        {mustAuthorise && <AuthorisePrompt authorizeUrl={auth.data?.authorize_url ?? null} afterFailure={authRequired} />}
        <form
          noValidate
          aria-labelledby={headingId}
          onSubmit={(event) => {
            event.preventDefault();
            if (!empty && !tooLong) posting.mutate(message.trim());
          }}
        >
          <Stack gap="md">
            <Textarea
              label="Message"
              rows={4}
              resize="vertical"
              value={message}
              onChange={(event) => setMessage(event.currentTarget.value)}
              error={tooLong ? `Message must be at most ${SOCIAL_POST_MAX_CHARS} characters` : undefined}
              description={
                <Text component="span" size="xs" c={tooLong ? 'red.9' : 'dimmed'}>
                  {`${length} / ${SOCIAL_POST_MAX_CHARS} characters`}
                </Text>
              }
              inputWrapperOrder={['label', 'input', 'description', 'error']}
            />
            {posting.error && <FailureAlert title="The invitation was not posted">{posting.error.message}</FailureAlert>}
            {post && !authRequired && !posting.error && <PostOutcome post={post} />}
            <Group>
              <Button type="submit" loading={posting.isPending} disabled={empty || tooLong || unauthorized || pending}>
                Post
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}
