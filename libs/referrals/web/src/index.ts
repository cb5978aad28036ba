export { InvitePage } from './invite/invite-page';
export { ReferralPrompts, type ReferralPromptsProps } from './prompts/referral-prompts';
