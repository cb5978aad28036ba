/** Spec §9's limits on a contact message. */
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;
export const CONTACT_SUBJECT_MAX_LENGTH = 200;
