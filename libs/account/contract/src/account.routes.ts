import * as v from 'valibot';
import { defineRoute, DisplayName, Email, Password, ReferralCode, Role, UserId, Username } from '@bagel/contract';
import { PROFILE_IMAGE_MAX_LENGTH } from './account-limits';

export const SessionUser = v.object({
  id: UserId,
  username: v.string(),
  email: v.string(),
  name: v.string(),
  /** A hosted picture URL, when there is one; the uploaded avatar is `image_url`. */
  image: v.nullable(v.string()),
  image_url: v.nullable(v.string()),
  role: Role,
});
export type SessionUser = v.InferOutput<typeof SessionUser>;

export const RuntimeConfig = v.object({
  /** Where the browser reaches the platform API (cross-origin, x-api-key). */
  apiBaseUrl: v.string(),
  githubUrl: v.string(),
  /** Which card processor the buy page talks to: Stripe Elements, or the embedded sandbox's card form. */
  payments: v.object({ provider: v.picklist(['stripe', 'sandbox']), publishableKey: v.nullable(v.string()) }),
});
export type RuntimeConfig = v.InferOutput<typeof RuntimeConfig>;

export const SessionPayload = v.object({ user: SessionUser, apiKey: v.string(), config: RuntimeConfig });
export type SessionPayload = v.InferOutput<typeof SessionPayload>;

export const SignUpBody = v.object({
  username: Username,
  email: Email,
  name: DisplayName,
  password: Password,
  /** From `?ref=CODE` on the landing page; stashed until the referral flow redeems it. */
  referral_code: v.optional(ReferralCode),
});

export const signUp = defineRoute({
  method: 'POST',
  path: '/api/auth/sign-up',
  summary: 'Create an account and sign in',
  tag: 'auth',
  access: 'public',
  body: SignUpBody,
  response: SessionPayload,
  errors: [409, 429, 502, 503],
});

export const SignInBody = v.object({
  login: v.pipe(v.string('Username or email is required'), v.trim(), v.nonEmpty('Username or email is required'), v.maxLength(254)),
  password: v.pipe(v.string('Password is required'), v.nonEmpty('Password is required'), v.maxLength(256)),
});

export const signIn = defineRoute({
  method: 'POST',
  path: '/api/auth/sign-in',
  summary: 'Sign in with a username or email',
  tag: 'auth',
  access: 'public',
  body: SignInBody,
  response: SessionPayload,
  errors: [429, 502],
});

export const signOut = defineRoute({
  method: 'POST',
  path: '/api/auth/sign-out',
  summary: 'Revoke the current session',
  tag: 'auth',
  access: 'public',
  response: v.object({ success: v.literal(true) }),
});

export const getSession = defineRoute({
  method: 'GET',
  path: '/api/session',
  summary: 'The signed-in user, their API key and runtime config',
  tag: 'auth',
  access: 'session',
  response: SessionPayload,
  errors: [502],
});

export const updateRole = defineRoute({
  method: 'POST',
  path: '/api/updateProfile',
  summary: "Change a user's role (self to waitlist, or any by an admin)",
  tag: 'auth',
  access: 'session',
  body: v.object({ userId: UserId, role: Role }),
  response: v.object({ user: SessionUser }),
  errors: [404],
});

/** How many role changes the admin page lists. */
export const ROLE_CHANGES_SHOWN = 20;

/** One change of a role: whose, from what to what, by whom (null once the actor's account is gone), and when. */
export const RoleChange = v.object({
  user_id: UserId,
  username: v.string(),
  from_role: Role,
  to_role: Role,
  changed_by: v.nullable(v.string()),
  changed_at: v.string(),
});

export const listRoleChanges = defineRoute({
  method: 'GET',
  path: '/api/admin/role-changes',
  summary: 'The latest role changes, newest first, with who made each (admins only)',
  tag: 'auth',
  access: 'admin',
  response: v.object({ changes: v.array(RoleChange) }),
});

export const ProfileUpdate = v.object({
  name: DisplayName,
  image_url: v.nullable(
    v.pipe(
      v.string(),
      v.maxLength(PROFILE_IMAGE_MAX_LENGTH, 'Avatar image is too large'),
      v.regex(/^data:image\/jpeg;base64,[A-Za-z0-9+/]+=*$/, 'Avatar must be a base64 JPEG data URL'),
    ),
  ),
});

export const updateOwnProfile = defineRoute({
  method: 'POST',
  path: '/api/profile',
  summary: "Edit the signed-in user's name and avatar",
  tag: 'auth',
  access: 'session',
  body: ProfileUpdate,
  response: v.object({ user: SessionUser }),
});
