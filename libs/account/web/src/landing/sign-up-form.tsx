import { useState } from 'react';
import { Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconGift } from '@tabler/icons-react';
import * as v from 'valibot';
import { SignUpBody } from '@bagel/account-contract';
import { showSubmitFailure, FailureAlert } from '@bagel/ui';

/** What the visitor types; the referral code comes from the page URL. */
export const SignUpInput = v.omit(SignUpBody, ['referral_code']);
export type SignUpValues = v.InferOutput<typeof SignUpInput>;

export interface SignUpFormProps {
  /** Creates the account; a rejection (an ApiError from the call) is shown in the form, beside the field it names. */
  onSubmit: (values: SignUpValues) => Promise<void>;
  /** The `?ref=` code the visitor arrived with, sent along with the account. */
  referralCode?: string;
}

export function SignUpForm({ onSubmit, referralCode }: SignUpFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    initialValues: { username: '', email: '', name: '', password: '' },
    validate: schemaResolver(SignUpInput, { sync: true }),
    transformValues: (values) => v.parse(SignUpInput, values),
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(values);
    } catch (error) {
      setFailure(showSubmitFailure(form, error));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Sign up">
      <Stack gap="md">
        {referralCode && (
          <Text size="sm">
            <IconGift aria-hidden size={16} style={{ verticalAlign: 'text-bottom', marginRight: 6 }} />
            You were invited with referral code <strong>{referralCode}</strong>.
          </Text>
        )}
        <TextInput label="Username" autoComplete="username" withAsterisk {...form.getInputProps('username')} />
        <TextInput label="Email" type="email" autoComplete="email" withAsterisk {...form.getInputProps('email')} />
        <TextInput label="Name" autoComplete="name" withAsterisk {...form.getInputProps('name')} />
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          description="At least 8 characters."
          withAsterisk
          {...form.getInputProps('password')}
        />
        {failure && <FailureAlert>{failure}</FailureAlert>}
        <Button type="submit" loading={form.submitting} fullWidth>
          Sign up
        </Button>
      </Stack>
    </form>
  );
}
