import { Card, Container, Tabs } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import * as v from 'valibot';
import { SignUpBody, signIn, signUp, type SessionPayload } from '@bagel/account-contract';
import { BAGELS_PER_USD, PATHS } from '@bagel/contract';
import { useApiCall } from '@bagel/api-react';
import { useSession } from '@bagel/session';
import { Page } from '@bagel/ui';
import { SignInForm, type SignInValues } from './sign-in-form';
import { SignUpForm, type SignUpValues } from './sign-up-form';

/** A malformed `?ref=` is dropped rather than blocking the sign-up with an error about a field nobody typed. */
function referralCodeFrom(params: URLSearchParams): string | undefined {
  const parsed = v.safeParse(SignUpBody.entries.referral_code, params.get('ref') ?? undefined);
  return parsed.success ? parsed.output : undefined;
}

export interface LandingPageProps {
  /** Where a visitor goes once signed in or signed up (an app path); the dashboard by default. */
  destination?: string;
}

export function LandingPage({ destination = PATHS.dashboard }: LandingPageProps) {
  const session = useSession();
  const call = useApiCall();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const referralCode = referralCodeFrom(params);

  const enter = (payload: SessionPayload) => {
    session.signedIn(payload);
    void navigate(destination, { replace: true });
  };
  const submitSignIn = async (values: SignInValues) => enter(await call(signIn, { body: values }));
  const submitSignUp = async (values: SignUpValues) =>
    enter(await call(signUp, { body: referralCode ? { ...values, referral_code: referralCode } : values }));

  return (
    <Container size={480} py="xl">
      <Page
        title="Welcome to Bagel"
        description={`Bagel is a platform for building with AI: create and import datasets, upload or fine-tune models, deploy them to rented GPU pods, and pay for it all with Bagels, the platform currency (${BAGELS_PER_USD} BGL = 1 USD).`}
      >
        <Card withBorder padding="lg">
          {/* An invited visitor most likely has no account yet. */}
          <Tabs defaultValue={referralCode ? 'sign-up' : 'sign-in'}>
            <Tabs.List grow mb="md">
              <Tabs.Tab value="sign-in">Sign in</Tabs.Tab>
              <Tabs.Tab value="sign-up">Sign up</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="sign-in">
              <SignInForm onSubmit={submitSignIn} />
            </Tabs.Panel>
            <Tabs.Panel value="sign-up">
              <SignUpForm onSubmit={submitSignUp} referralCode={referralCode} />
            </Tabs.Panel>
          </Tabs>
        </Card>
      </Page>
    </Container>
  );
}
