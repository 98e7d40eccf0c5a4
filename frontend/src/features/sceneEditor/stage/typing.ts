// Typing into a text element: where a typed word ends, so each word is one undo step.

/** True when the text just typed ends a word: its last character is a space or a line break. */
export const endsWord = (text: string): boolean => /\s$/u.test(text);
