/**
 * The waitlist setting (spec §3 and §6): while it is on, users with the role waitlist are restricted.
 * The admin domain owns it; other domains only read it.
 */
export interface WaitlistSwitch {
  isEnabled(): Promise<boolean>;
}
