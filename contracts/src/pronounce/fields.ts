// The pronunciation calls' own fields: the word, its phonetics and the address of its audio.
import { nameField, textField } from '../kernel/text';
import { PronunciationMessages } from './messages';

export const WORD_MAX_LENGTH = 200;
export const PHONETICS_MAX_LENGTH = 300;

export const word = nameField({ max: WORD_MAX_LENGTH, emptyMessage: PronunciationMessages.wordRequired });
/** Free text (the hint asks for dashes and capitals, but a guide keeps what its author wrote). */
export const phonetics = textField({ trim: true, max: PHONETICS_MAX_LENGTH });

/** Where the upload endpoint serves what it stored: /api/v1/blobs/<key>. */
export const BLOB_URL_PREFIX = '/api/v1/blobs/';
/**
 * The key part follows the blob stores' key rule: segments of letters, digits, dot, dash and underscore,
 * none starting with a dot (so no '.' or '..' segment), no empty segment.
 */
const BLOB_PATH = /^\/api\/v1\/blobs\/[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

/**
 * Audio is the address the upload endpoint answered, never an outside URL: no scheme or host (the
 * player only loads our own blobs), no '..', no query. So a word cannot point a listener's browser
 * at someone else's server.
 */
export const audioUrl = textField({ trim: true, min: 1, minMessage: PronunciationMessages.audioRequired, max: 600 })
  .regex(BLOB_PATH, PronunciationMessages.audioNotUploaded)
  .meta({ examples: [`${BLOB_URL_PREFIX}pronunciation/sample.mp3`] });
