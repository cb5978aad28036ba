import { Alert } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { SOCIAL_NAME } from '@bagel/referrals-contract';

/** The query the server's OAuth callback sends the browser back with (`/invite?x=authorized` or `?x=denied`). */
export const AUTHORISATION_PARAM = 'x';

/** What came of authorising the X account, once, after the network sent the user back; closing it drops the query. */
export function AuthorisationResult() {
  const [params, setParams] = useSearchParams();
  const result = params.get(AUTHORISATION_PARAM);
  if (result !== 'authorized' && result !== 'denied') return null;

  const close = () =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(AUTHORISATION_PARAM);
        return next;
      },
      { replace: true },
    );
  return result === 'authorized' ? (
    <Alert
      color="teal"
      variant="light"
      title={`${SOCIAL_NAME} account authorised`}
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={close}
    >
      You can post your invitation now.
    </Alert>
  ) : (
    <Alert
      color="yellow"
      variant="light"
      title={`${SOCIAL_NAME} account not authorised`}
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={close}
    >
      {`${SOCIAL_NAME} did not give Bagel permission to post, so nothing was posted. Authorise it to post your invitation.`}
    </Alert>
  );
}
