import { Alert, Anchor, Group, Loader, Text } from '@mantine/core';
import type { SocialPost } from '@bagel/contract';
import { FailureAlert } from '@bagel/ui';

/** The latest post of the code: being posted, posted (with a link to it), or failed for a reason other than authorising. */
export function PostOutcome({ post }: { post: SocialPost }) {
  switch (post.status) {
    case 'pending':
      return (
        <Group gap="xs" role="status" aria-live="polite">
          <Loader size="xs" aria-hidden />
          <Text size="sm">Posting your invitation…</Text>
        </Group>
      );
    case 'completed':
      return (
        <Alert color="teal" variant="light" title="Posted" role="status">
          <Text size="sm">
            {`Your invitation was posted through ${post.provider}. `}
            {post.url && (
              <Anchor href={post.url} target="_blank" rel="noopener noreferrer" size="sm">
                View your post
              </Anchor>
            )}
          </Text>
        </Alert>
      );
    case 'failed':
      return <FailureAlert title="The post failed">{post.error ?? 'Something went wrong. Please try again.'}</FailureAlert>;
  }
}
