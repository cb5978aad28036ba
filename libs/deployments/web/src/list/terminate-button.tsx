import { useState } from 'react';
import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { DEPLOYMENT_ERRORS, terminateDeployment, type Deployment } from '@bagel/deployments-contract';
import { useApiCall, useUserId } from '@bagel/api-react';
import { ConfirmModal, FailureAlert } from '@bagel/ui';
import { serverMessageOf } from '@bagel/api-client';
import { useReplaceDeployment } from '../use-replace-deployment';

/** Terminate, asked once more in a dialog: the pod is given back and cannot be resumed. */
export function TerminateButton({ deployment }: { deployment: Deployment }) {
  const [confirming, setConfirming] = useState(false);
  const call = useApiCall();
  const userId = useUserId();
  const replaceDeployment = useReplaceDeployment();
  const terminate = useMutation({
    mutationFn: () => call(terminateDeployment, { params: { podId: deployment.pod_id }, query: { user_id: userId } }),
    onSuccess: (ended) => {
      setConfirming(false);
      void replaceDeployment(ended);
    },
  });
  const close = () => {
    setConfirming(false);
    terminate.reset();
  };

  return (
    <>
      <Button variant="outline" color="red.9" size="xs" onClick={() => setConfirming(true)}>
        Terminate
      </Button>
      <ConfirmModal
        opened={confirming}
        onClose={close}
        title="Terminate deployment"
        message={`Stop ${deployment.model_name}? Its GPU is given back and billing stops. It cannot be resumed; deploy the model again to use it.`}
        confirmLabel="Terminate"
        onConfirm={() => terminate.mutate()}
        pending={terminate.isPending}
        failure={
          terminate.isError && <FailureAlert title="Error">{serverMessageOf(terminate.error) ?? DEPLOYMENT_ERRORS.terminate}</FailureAlert>
        }
      />
    </>
  );
}
