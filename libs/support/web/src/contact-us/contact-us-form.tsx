import { useState } from 'react';
import { Button, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import * as v from 'valibot';
import { CONTACT_MESSAGE_MAX_LENGTH, ContactMessage } from '@bagel/support-contract';
import { ApiError, errorMessage } from '@bagel/api-client';
import { FailureAlert } from '@bagel/ui';
import { groupThousands } from '@bagel/contract';

/** What the user writes; the sheet adds their id. */
export const ContactUsInput = v.omit(ContactMessage, ['user_id']);
export type ContactUsValues = v.InferOutput<typeof ContactUsInput>;

export interface ContactUsFormProps {
  /** Sends the message; a rejection (an ApiError from the call) is shown in the form. */
  onSend: (values: ContactUsValues) => Promise<void>;
  onCancel: () => void;
}

const EMPTY: ContactUsValues = { subject: '', message: '' };
const MAX_LENGTH_TEXT = groupThousands(CONTACT_MESSAGE_MAX_LENGTH);

export function ContactUsForm({ onSend, onCancel }: ContactUsFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    initialValues: EMPTY,
    validate: schemaResolver(ContactUsInput, { sync: true }),
    // Validation has passed by the time this runs, so parsing only trims.
    transformValues: (values) => v.parse(ContactUsInput, values),
  });

  const send = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await onSend(values);
      form.reset();
    } catch (error) {
      if (error instanceof ApiError && (error.field === 'subject' || error.field === 'message')) {
        form.setFieldError(error.field, error.detail);
        return;
      }
      // Spec §8: contact failures are logged; the alert keeps the user from guessing.
      console.error('Contact Us: the message could not be sent', error);
      setFailure(errorMessage(error));
    }
  });

  const cancel = () => {
    form.reset();
    setFailure(null);
    onCancel();
  };

  const length = form.values.message.length;
  return (
    <form onSubmit={send} noValidate>
      <Stack gap="md">
        <TextInput label="Subject" withAsterisk {...form.getInputProps('subject')} />
        <Textarea
          label="Message"
          withAsterisk
          rows={8}
          resize="vertical"
          description={
            <Text component="span" size="xs" c={length > CONTACT_MESSAGE_MAX_LENGTH ? 'red.9' : 'dimmed'}>
              {groupThousands(length)} / {MAX_LENGTH_TEXT} characters
            </Text>
          }
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          {...form.getInputProps('message')}
        />
        {failure && <FailureAlert title="Your message was not sent">{failure}</FailureAlert>}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={cancel} disabled={form.submitting}>
            Cancel
          </Button>
          <Button type="submit" loading={form.submitting}>
            Send
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
