import { dictionary } from '@zxcvbn-ts/language-common';
import { BadRequestError } from './errors';

/** Who the password is for: a password holding their name or address is the first thing tried. */
export interface PasswordOwner {
  name: string;
  email: string;
}

export const COMMON_PASSWORD_MESSAGE = 'This password is one of the most common passwords. Choose another one.';
export const PERSONAL_PASSWORD_MESSAGE = 'The password must not contain your name or the first part of your email address.';

// zxcvbn-ts's list of leaked passwords (about 49,000, most frequent first), built into a set once.
let common: Set<string> | undefined;
function commonPasswords(): Set<string> {
  common ??= new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()));
  return common;
}

/** Parts of a name or address too short to matter ('Li', 'jo') are not refused: they would refuse too much. */
function personalParts({ name, email }: PasswordOwner): string[] {
  const local = email.split('@')[0] ?? '';
  return [local, ...name.split(/\s+/)].map((p) => p.trim().toLowerCase()).filter((p) => p.length >= 3);
}

/** ASVS 5.0 §6.2: the reason a password is refused beyond its length, or null when it may be used. */
export function passwordProblem(password: string, owner: PasswordOwner): string | null {
  const lower = password.toLowerCase();
  if (commonPasswords().has(lower) || commonPasswords().has(lower.trim())) return COMMON_PASSWORD_MESSAGE;
  if (personalParts(owner).some((part) => lower.includes(part))) return PERSONAL_PASSWORD_MESSAGE;
  return null;
}

/** Throws the 400 naming `password` that every route setting a password answers. */
export function assertPasswordAllowed(password: string, owner: PasswordOwner): void {
  const problem = passwordProblem(password, owner);
  if (problem) throw new BadRequestError(problem, [{ field: 'password', message: problem }]);
}
