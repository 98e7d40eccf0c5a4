// Passwords must be hard to guess (issue 7): zxcvbn-ts scores a password 0-4 by the guesses an attacker
// needs, knowing common passwords, English words, keyboard patterns and the user's own email and name.
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonWords } from '@zxcvbn-ts/language-common';
import { dictionary as englishWords, translations } from '@zxcvbn-ts/language-en';
import { ApiError } from '@wb/platform';

/** 3: "safely unguessable: moderate protection from offline slow-hash scenario" (about 10^10 guesses). */
export const MIN_PASSWORD_SCORE = 3;

let checker: ZxcvbnFactory | null = null;
// Built on first use: loading the dictionaries takes about 0.2 s, which a process that never sets a password skips.
const zxcvbn = (): ZxcvbnFactory => (checker ??= new ZxcvbnFactory({ dictionary: { ...commonWords, ...englishWords }, graphs: adjacencyGraphs, translations }));

/** The words of the user's own email and name, which a password must not be made of. */
const personalWords = (person: { email?: string; givenName?: string; familyName?: string }): string[] => {
  const words = [person.email, person.email?.split('@')[0], person.givenName, person.familyName];
  return words.filter((w): w is string => typeof w === 'string' && w.length > 0);
};

/** Throws a 400 naming the field `password` when the password is too easy to guess. */
export const assertStrongPassword = (password: string, person: { email?: string; givenName?: string; familyName?: string } = {}): void => {
  const result = zxcvbn().check(password, personalWords(person));
  if (result.score >= MIN_PASSWORD_SCORE) return;
  const why = result.feedback.warning ? ` ${result.feedback.warning}` : '';
  const reason = `Too easy to guess.${why} Use a longer password, for example a few unrelated words.`;
  throw new ApiError('validation', `Invalid input (password: ${reason})`, { password: reason });
};
