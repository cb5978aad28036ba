import { randomInt } from 'node:crypto';

/** Letters and digits nobody misreads when a code is read aloud or copied by hand: no 0/O, 1/I/L. */
export const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CODE_LENGTH = 8;

/** A new random code (31^8, about 8.5·10^11 of them, so a collision is rare and simply retried). */
export function randomReferralCode(): string {
  let code = '';
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** Codes are stored in capitals; a friend may type one in any case. */
export const normalizedCode = (code: string): string => code.trim().toUpperCase();
