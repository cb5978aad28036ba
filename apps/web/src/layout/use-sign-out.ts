import { useNavigate } from 'react-router';
import { notifications } from '@mantine/notifications';
import { errorMessage } from '@bagel/api-client';
import { useSession } from '@bagel/session';
import { LANDING_PATH } from '../access/access-rule';

/** Signs out and returns to the landing page; the session is forgotten here even if the server call failed. */
export function useSignOut(): () => Promise<void> {
  const { signOut } = useSession();
  const navigate = useNavigate();
  return async () => {
    try {
      await signOut();
    } catch (error) {
      notifications.show({ color: 'red', title: 'Sign out did not reach the server', message: errorMessage(error) });
    }
    await navigate(LANDING_PATH);
  };
}
