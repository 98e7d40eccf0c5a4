// The characters the handwriting font draws, grouped for the manual: read from the font itself
// (contracts' SUPPORTED_CHARACTERS), so the list is what the import and the editor accept.
import { SUPPORTED_CHARACTERS } from '@wb/contracts';

export interface CharacterGroup {
  name: string;
  characters: string[];
}

const groups: { name: string; test: (char: string) => boolean }[] = [
  { name: 'Letters', test: (c) => /^[A-Za-z]$/.test(c) },
  { name: 'Digits', test: (c) => /^[0-9]$/.test(c) },
  { name: 'Accented letters', test: (c) => /^\p{Script=Latin}$/u.test(c) },
  { name: 'Greek letters', test: (c) => /^\p{Script=Greek}$/u.test(c) },
  { name: 'Punctuation', test: (c) => /^\p{P}$/u.test(c) },
  { name: 'Maths, arrows and other symbols', test: () => true },
];

/** Every drawn character (spaces and line breaks aside) in the first group it fits, in the font's order. */
export const characterGroups = (supported: string = SUPPORTED_CHARACTERS): CharacterGroup[] => {
  const result = groups.map(({ name }) => ({ name, characters: [] as string[] }));
  for (const char of new Set(supported)) {
    if (/^\s$/u.test(char)) continue;
    const at = groups.findIndex((group) => group.test(char));
    result[at]?.characters.push(char);
  }
  return result.filter((group) => group.characters.length > 0);
};
