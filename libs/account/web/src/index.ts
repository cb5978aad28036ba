export { LandingPage, type LandingPageProps } from './landing/landing-page';
export {
  SignInForm,
  signInFailureMessage,
  INVALID_CREDENTIALS_MESSAGE,
  type SignInFormProps,
  type SignInValues,
} from './landing/sign-in-form';
export { SignUpForm, SignUpInput, type SignUpFormProps, type SignUpValues } from './landing/sign-up-form';
export { ProfilePage, PROFILE_SAVED_MESSAGE } from './profile/profile-page';
export { ProfileForm, type ProfileFormProps, type ProfileValues } from './profile/profile-form';
export { resizeAvatar, fitWithin } from './profile/resize-avatar';
export { WaitlistPage } from './waitlist/waitlist-page';
