// What the review screens use of the spell check: the Spelling Errors list (with its Saved spellings
// dialog) for the active file's texts, and whether the header's dot should show for them.
export { SpellingErrors } from './SpellingErrors';
export { useHasUnsavedMisspelledWords } from './useMisspelledWords';
