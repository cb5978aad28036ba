import { useMutation, useQueryClient } from '@tanstack/react-query';
import { sendBagels } from '@bagel/wallet-contract';
import { ApiError, type RetryOptions } from '@bagel/api-client';
import { useApiCall } from '@bagel/api-react';
import { useSession } from '@bagel/session';
import { applyBalance } from '@bagel/wallet-data-access';

export interface SendBagelsInput {
  recipient: string;
  /** In BGL, whatever the currency the user typed in. */
  bagels: number;
  /** One per attempt: the server applies an attempt once however often it arrives. */
  idempotencyKey: string;
}

/** Safe only because every try of an attempt carries the same idempotency key. */
const SEND_RETRY: RetryOptions = { attempts: 3, delayMs: 500 };

/** Sends Bagels by username; on success the balance is updated in place and the history refetched. */
export function useSendBagels() {
  const call = useApiCall();
  const queryClient = useQueryClient();
  const userId = useSession().user?.id;

  return useMutation({
    mutationFn: ({ recipient, bagels, idempotencyKey }: SendBagelsInput) => {
      if (!userId) throw new ApiError({ status: 401, error: 'signed_out', detail: 'Please sign in to continue.' });
      return call(sendBagels, {
        body: { sender_id: userId, recipient_username: recipient, amount: bagels },
        idempotencyKey,
        retry: SEND_RETRY,
      });
    },
    onSuccess: ({ balance }) => {
      if (userId) applyBalance(queryClient, userId, balance);
    },
  });
}
