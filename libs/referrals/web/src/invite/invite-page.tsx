import { SimpleGrid } from '@mantine/core';
import { REFERRAL_TEXTS, type ReferralProgress } from '@bagel/referrals-contract';
import { ErrorState, LoadingState, Page } from '@bagel/ui';
import { ShareOnSocialCard } from '../social/share-on-social-card';
import { inviteLink } from './invite-link';
import { InviteLinkCard } from './invite-link-card';
import { ReferralProgressCard } from './referral-progress-card';
import { useReferralProgress } from './use-referral-progress';

/** Earn Bagels (spec §2, /invite): the caller's code and link, how far it has come, and posting it on X. */
export function InvitePage() {
  const progress = useReferralProgress();
  const data = progress.data;

  return (
    <Page title="Earn Bagels" description={REFERRAL_TEXTS.shareBody}>
      {data === undefined ? (
        progress.isError ? (
          <ErrorState title="Could not load your referral code" message={progress.error.message} onRetry={() => void progress.refetch()} />
        ) : (
          <LoadingState label="Loading your referral code" />
        )
      ) : (
        <InviteContent progress={data} />
      )}
    </Page>
  );
}

function InviteContent({ progress }: { progress: ReferralProgress }) {
  const code = progress.referral_code;
  const link = inviteLink(window.location.origin, code);
  return (
    <>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <InviteLinkCard code={code} link={link} />
        <ReferralProgressCard progress={progress} />
      </SimpleGrid>
      <ShareOnSocialCard code={code} link={link} />
    </>
  );
}
