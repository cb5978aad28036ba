import { useDisclosure } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import { rotateApiKey } from '@bagel/api-keys-contract';
import { errorMessage } from '@bagel/api-client';
import { useApiCall } from '@bagel/api-react';
import { useSession } from '@bagel/session';
import { LoadingState, Page, showSuccessToast } from '@bagel/ui';
import { ApiKeyPanel } from './api-key-panel';

export const API_KEY_ROTATED_MESSAGE = 'Your API key has been rotated. The old key no longer works.';

export function ApiKeyPage() {
  const { user, apiKey, setApiKey } = useSession();
  const call = useApiCall();
  const [revealed, reveal] = useDisclosure(false);
  const [confirmOpen, confirm] = useDisclosure(false);

  const rotate = useMutation({
    mutationFn: (userId: string) => call(rotateApiKey, { body: { user_id: userId } }),
    onSuccess: (reply) => {
      setApiKey(reply.data);
      confirm.close();
      showSuccessToast(API_KEY_ROTATED_MESSAGE);
    },
  });

  return (
    <Page title="API-Key" description="Use this key to call the Bagel API from your own scripts and tools.">
      {user && apiKey ? (
        <ApiKeyPanel
          apiKey={apiKey}
          revealed={revealed}
          onToggleReveal={reveal.toggle}
          confirmOpen={confirmOpen}
          onRequestRotate={() => {
            rotate.reset();
            confirm.open();
          }}
          onCancelRotate={confirm.close}
          onConfirmRotate={() => rotate.mutate(user.id)}
          rotating={rotate.isPending}
          rotateError={rotate.isError ? errorMessage(rotate.error) : null}
        />
      ) : (
        <LoadingState label="Loading your API key" />
      )}
    </Page>
  );
}
