import { updateOwnProfile } from '@bagel/account-contract';
import { useApiCall } from '@bagel/api-react';
import { useSession } from '@bagel/session';
import { LoadingState, Page, showSuccessToast } from '@bagel/ui';
import { ProfileForm, type ProfileValues } from './profile-form';

export const PROFILE_SAVED_MESSAGE = 'Your profile has been saved.';

export function ProfilePage() {
  const { user, setUser } = useSession();
  const call = useApiCall();

  const save = async (values: ProfileValues) => {
    const reply = await call(updateOwnProfile, { body: values });
    setUser(reply.user);
    showSuccessToast(PROFILE_SAVED_MESSAGE);
  };

  return (
    <Page title="Profile" description="Your name and picture, as other Bagel users see them.">
      {user ? <ProfileForm key={user.id} user={user} onSave={save} /> : <LoadingState label="Loading your profile" />}
    </Page>
  );
}
