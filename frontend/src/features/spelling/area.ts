import { defineClientArea } from '../../app/clientArea';
import spelling from './spellingSlice';
import { watchSpelling } from './spellingSagas';

/** Spell check of a file's texts and the user's saved spellings; its components are placed by the review screens. */
export const spellingArea = defineClientArea({ name: 'spelling', reducers: { spelling }, saga: watchSpelling });
