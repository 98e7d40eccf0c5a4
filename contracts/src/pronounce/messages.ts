import type { MessageTable } from '../kernel/messages';
import { UploadPurposes } from '../uploads/purposes';

// Spec 001 section 5 (the phonetics hint, word for word) and section 6 (only the creator edits or
// deletes); the other texts are ours, as the spec names no message for them.
export const PronunciationMessages = {
  phoneticsHint: 'Syllables separated by dashes, stressed ones capitalised.',
  wordRequired: 'Word is required',
  audioRequired: 'Audio is required: upload a file or record one',
  audioNotUploaded: 'Use the address the upload answered (/api/v1/blobs/...)',
  // Said of the caller's own upload made for something else (an avatar, a kit file): a word's
  // recording is heard by every team member, so only a recording made for the guide is one.
  audioNotARecording: `The audio must be a recording uploaded for the pronunciation guide (${UploadPurposes.pronunciation.extensions.join(', ')}).`,
  onlyWordCreator: 'Only the person who added this word may edit or delete it.',
  wordNotFound: 'That word was not found.',
} as const satisfies MessageTable;
