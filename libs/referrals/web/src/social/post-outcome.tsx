import { Alert, Anchor, Group, Loader, Text } from '@mantine/core';
import type { SocialPost } from '@bagel/referrals-contract';
import { FailureAlert } from '@bagel/ui';
import { dayLabel, timeLabel } from '@bagel/util';

/** '2:05 PM today', or '2:05 PM on March 6, 2025', in the user's zone. */
function momentLabel(iso: string): string {
  const day = dayLabel(iso);
  return `${timeLabel(iso)} ${day === 'Today' ? 'today' : `on ${day}`}`;
}

/**
 * The latest post of the code: being posted (or waiting out one of X's limits, saying which and until when), posted
 * (with a link to it), or failed for a reason other than authorising.
 */
export function PostOutcome({ post }: { post: SocialPost }) {
  switch (post.status) {
    case 'pending':
      return (
        <Group gap="xs" wrap="nowrap" align="flex-start" role="status" aria-live="polite">
          <Loader size="xs" aria-hidden mt={2} />
          <Text size="sm">
            {post.delay
              ? `${post.delay.reason}. Your invitation will be posted after ${momentLabel(post.delay.until)}.`
              : 'Posting your invitation…'}
          </Text>
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
