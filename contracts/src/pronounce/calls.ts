// The pronunciation guide's calls (spec 001 section 7, Pronunciation) and the list the page shows,
// which the spec does not name (docs/decisions/pronounce.md).
import { z } from 'zod';
import { signedIn, signedInAnd } from '../kernel/access';
import { defineCall } from '../kernel/registry';
import { id, ok, start } from '../kernel/fields';
import { textField } from '../kernel/text';
import { audioUrl, phonetics, word } from './fields';
import { PronunciationWord } from './models';

/** The spec: any team member adds words; only a word's creator edits or deletes it (decide checks that). */
const creatorOnly = signedInAnd("the word's creator (decide refuses anyone else with 403)");
const reads = ['pronunciation'] as const;

export const WORDS_MAX_COUNT = 1000;

const pronounce = {
  addWord: defineCall({
    path: '/pronounce/addWord',
    method: 'POST',
    kind: 'command',
    access: signedIn,
    summary: 'Add a word with its audio and phonetics',
    input: z.object({ word, audio: audioUrl, phonetics: phonetics.default('') }),
    output: z.object({ wordID: z.string() }),
  }),
  updateWord: defineCall({
    path: '/pronounce/updateWord',
    method: 'POST',
    kind: 'command',
    access: creatorOnly,
    summary: 'Change a word, its audio and its phonetics (phonetics left out are kept)',
    input: z.object({ wordID: id, newWord: word, newAudio: audioUrl, newPhonetics: phonetics.optional() }),
    output: ok,
  }),
  deleteWord: defineCall({ path: '/pronounce/deleteWord', method: 'POST', kind: 'command', access: creatorOnly, summary: 'Delete a word', input: z.object({ wordID: id }), output: ok }),
  getWord: defineCall({
    path: '/pronounce/getWord',
    method: 'POST',
    kind: 'query',
    reads,
    access: signedIn,
    summary: 'One word with its creator',
    input: z.object({ wordID: id }),
    output: z.object({ word: PronunciationWord }),
  }),
  getWords: defineCall({
    path: '/pronounce/getWords',
    method: 'POST',
    kind: 'query',
    reads,
    access: signedIn,
    summary: 'The guide: words in alphabetical order, optionally those containing a text',
    // Every field has a default, so a call without a body lists the whole guide (up to the bound).
    input: z
      .object({
        text: textField({ trim: true, max: 200 }).default(''),
        start,
        count: z.number().int().min(1).max(WORDS_MAX_COUNT).default(WORDS_MAX_COUNT),
      })
      .prefault({}),
    output: z.object({ words: z.array(PronunciationWord), total: z.number().int() }),
  }),
} as const;

export const pronunciationCalls = { pronounce } as const;
