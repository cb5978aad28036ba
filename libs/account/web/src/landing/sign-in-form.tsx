import { useState } from 'react';
import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import * as v from 'valibot';
import { SignInBody } from '@bagel/account-contract';
import { ApiError, errorMessage } from '@bagel/api-client';
import { showSubmitFailure, FailureAlert } from '@bagel/ui';

export type SignInValues = v.InferOutput<typeof SignInBody>;

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid username or password';

/** A 401 means the login or password was wrong; anything else (a 429 included) reads as the server put it. */
export function signInFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status === 401) return INVALID_CREDENTIALS_MESSAGE;
  return errorMessage(error);
}

export interface SignInFormProps {
  /** Signs in; a rejection (an ApiError from the call) is shown in the form. */
  onSubmit: (values: SignInValues) => Promise<void>;
}

export function SignInForm({ onSubmit }: SignInFormProps) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    initialValues: { login: '', password: '' },
    validate: schemaResolver(SignInBody, { sync: true }),
    transformValues: (values) => v.parse(SignInBody, values),
  });

  const submit = form.onSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(values);
    } catch (error) {
      setFailure(showSubmitFailure(form, error, signInFailureMessage));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Sign in">
      <Stack gap="md">
        <TextInput label="Username or email" autoComplete="username" withAsterisk {...form.getInputProps('login')} />
        <PasswordInput label="Password" autoComplete="current-password" withAsterisk {...form.getInputProps('password')} />
        {failure && <FailureAlert>{failure}</FailureAlert>}
        <Button type="submit" loading={form.submitting} fullWidth>
          Sign in
        </Button>
      </Stack>
    </form>
  );
}
