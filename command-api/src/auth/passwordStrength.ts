// Passwords must be hard to guess (issue 7): zxcvbn-ts scores a password 0-4 by the guesses an attacker
// needs, knowing common passwords, English words, keyboard patterns and the user's own email and name.
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import type * as Core from '@zxcvbn-ts/core';
import type * as CommonLanguage from '@zxcvbn-ts/language-common';
import type * as English from '@zxcvbn-ts/language-en';
import { ApiError } from '@wb/platform';

/** 3: "safely unguessable: moderate protection from offline slow-hash scenario" (about 10^10 guesses). */
export const MIN_PASSWORD_SCORE = 3;

let checker: ZxcvbnFactory | null = null;
// Loaded and built on first use: the libraries and their dictionaries take 0.5-0.7 s to load on a busy
// machine, which a process that never sets a password (the projectors, most test files) skips.
const zxcvbn = (): ZxcvbnFactory => {
  if (checker) return checker;
  /* eslint-disable @typescript-eslint/no-require-imports */
  const { ZxcvbnFactory } = require('@zxcvbn-ts/core') as typeof Core;
  const common = require('@zxcvbn-ts/language-common') as typeof CommonLanguage;
  const english = require('@zxcvbn-ts/language-en') as typeof English;
  /* eslint-enable @typescript-eslint/no-require-imports */
  checker = new ZxcvbnFactory({ dictionary: { ...common.dictionary, ...english.dictionary }, graphs: common.adjacencyGraphs, translations: english.translations });
  return checker;
};

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
