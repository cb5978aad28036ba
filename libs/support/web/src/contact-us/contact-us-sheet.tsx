import { contactUs } from '@bagel/support-contract';
import { useApiCall } from '@bagel/api-react';
import { useSession } from '@bagel/session';
import { Sheet, showSuccessToast } from '@bagel/ui';
import { ContactUsForm, type ContactUsValues } from './contact-us-form';

export const CONTACT_SENT_MESSAGE = 'Your message has been sent successfully!';

export interface ContactUsSheetProps {
  opened: boolean;
  onClose: () => void;
}

/** The Contact Us panel: sends the signed-in user's message to support. */
export function ContactUsSheet({ opened, onClose }: ContactUsSheetProps) {
  const { user } = useSession();
  const call = useApiCall();

  const send = async (values: ContactUsValues) => {
    if (!user) throw new Error('Please sign in to contact us.');
    await call(contactUs, { body: { user_id: user.id, ...values } });
    showSuccessToast(CONTACT_SENT_MESSAGE);
    onClose();
  };

  return (
    <Sheet opened={opened} onClose={onClose} title="Contact Us">
      <ContactUsForm onSend={send} onCancel={onClose} />
    </Sheet>
  );
}
