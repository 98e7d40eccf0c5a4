// The saved spellings of the signed-in user (spec 002 section 7): each user reads and changes only
// their own list, so signing in is all the access a call needs.
import { z } from 'zod';
import { signedIn } from '../kernel/access';
import { defineCall } from '../kernel/registry';
import { empty, ok } from '../kernel/fields';
import { dictionaryWord } from './fields';
import { SavedWord } from './models';

const input = z.object({ word: dictionaryWord });

const dictionary = {
  getAllWords: defineCall({
    path: '/dictionary/getAllWords',
    method: 'POST',
    kind: 'query',
    reads: ['dictionary'],
    access: signedIn,
    summary: "The caller's saved spellings, in alphabetical order",
    input: empty.optional(),
    output: z.object({ words: z.array(SavedWord) }),
  }),
  addWord: defineCall({
    path: '/dictionary/addWord',
    method: 'POST',
    kind: 'command',
    access: signedIn,
    summary: "Save a word to the caller's spellings (saving it again changes nothing)",
    input,
    output: ok,
  }),
  removeWord: defineCall({
    path: '/dictionary/removeWord',
    method: 'POST',
    kind: 'command',
    access: signedIn,
    summary: "Delete a word from the caller's spellings (a word not saved changes nothing)",
    input,
    output: ok,
  }),
} as const;

export const dictionaryCalls = { dictionary } as const;
