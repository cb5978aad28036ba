export { startFakeX, type FakeX, type FakeXAccount, type FakeXOptions, type FakeXRequest } from './testing/fake-x';
export { startReferralsTestApp, TEST_PUBLIC_API_URL, TEST_WEB_ORIGIN } from './referrals-test-app';
export { codeOf, progressOf } from './testing/referral-progress';
