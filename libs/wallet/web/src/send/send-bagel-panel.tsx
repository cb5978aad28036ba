import { useRef, useState } from 'react';
import { useCurrency } from '@bagel/currency';
import { Sheet } from '@bagel/ui';
import { formatMoney } from '@bagel/util';
import { useBalance } from '@bagel/wallet-data-access';
import { EMPTY_SEND_VALUES, SendBagelForm, type SendBagelValues } from './send-bagel-form';
import { transferFailureMessage } from './transfer-failure-message';
import { TransferComplete, TransferFailed } from './transfer-views';
import { useSendBagels } from './use-send-bagels';

export interface SendBagelPanelProps {
  opened: boolean;
  onClose: () => void;
}

type View =
  { kind: 'form' } | { kind: 'success'; recipient: string; bagels: number; balance: number } | { kind: 'failure'; message: string };

/** The Send Bagel panel (spec §2, §4, §5, §8). Its content unmounts on close, which resets every field and view. */
export function SendBagelPanel({ opened, onClose }: SendBagelPanelProps) {
  return (
    <Sheet opened={opened} onClose={onClose} title="Send Bagel">
      <SendBagelFlow onClose={onClose} />
    </Sheet>
  );
}

function SendBagelFlow({ onClose }: { onClose: () => void }) {
  const { currency } = useCurrency();
  const balance = useBalance();
  const send = useSendBagels();
  const [view, setView] = useState<View>({ kind: 'form' });
  const [values, setValues] = useState<SendBagelValues>(EMPTY_SEND_VALUES);
  // The attempt in flight: a second press of Send while it runs is the same attempt, so nothing more is sent.
  const attemptRef = useRef<string | null>(null);

  const start = async ({ recipient, bagels, values: typed }: { recipient: string; bagels: number; values: SendBagelValues }) => {
    if (attemptRef.current) return;
    const idempotencyKey = crypto.randomUUID();
    attemptRef.current = idempotencyKey;
    setValues(typed);
    try {
      const reply = await send.mutateAsync({ recipient, bagels, idempotencyKey });
      // The server names the recipient as stored: typing 'BOB' sent to bob, and the text says bob.
      setView({ kind: 'success', recipient: reply.recipient_username, bagels, balance: reply.balance });
    } catch (error) {
      setView({ kind: 'failure', message: transferFailureMessage(error) });
    } finally {
      attemptRef.current = null;
    }
  };

  switch (view.kind) {
    case 'success':
      return (
        <TransferComplete
          recipient={view.recipient}
          amount={formatMoney(view.bagels, currency)}
          newBalance={formatMoney(view.balance, currency)}
          onDone={onClose}
        />
      );
    case 'failure':
      return <TransferFailed message={view.message} onTryAgain={() => setView({ kind: 'form' })} onCancel={onClose} />;
    case 'form':
      return (
        <SendBagelForm
          initialValues={values}
          balance={balance.data}
          sending={send.isPending}
          onSend={(input) => void start(input)}
          onCancel={onClose}
        />
      );
  }
}
