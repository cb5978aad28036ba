import { useNavigate } from 'react-router';
import { errorMessage } from '@bagel/api-client';
import { useSession } from '@bagel/session';
import { showErrorToast } from '@bagel/ui';
import { PATHS } from '@bagel/contract';

/** Signs out and returns to the landing page; the session is forgotten here even if the server call failed. */
export function useSignOut(): () => Promise<void> {
  const { signOut } = useSession();
  const navigate = useNavigate();
  return async () => {
    try {
      await signOut();
    } catch (error) {
      showErrorToast('Sign out did not reach the server', errorMessage(error));
    }
    await navigate(PATHS.landing);
  };
}
