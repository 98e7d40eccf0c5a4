import type { MessageTable } from '../kernel/messages';

// Spec 001 section 5 (the phonetics hint, word for word) and section 6 (only the creator edits or
// deletes); the other texts are ours, as the spec names no message for them.
export const PronunciationMessages = {
  phoneticsHint: 'Syllables separated by dashes, stressed ones capitalised.',
  wordRequired: 'Word is required',
  audioRequired: 'Audio is required: upload a file or record one',
  audioNotUploaded: 'Use the address the upload answered (/api/v1/blobs/...)',
  onlyWordCreator: 'Only the person who added this word may edit or delete it.',
  wordNotFound: 'That word was not found.',
} as const satisfies MessageTable;
