import { SUPPORTED_CHARACTERS } from '@wb/contracts';
import { characterGroups } from './characters';

describe("the manual's list of handwriting characters", () => {
  it('lists every character the font draws once, spaces aside', () => {
    const listed = characterGroups().flatMap((g) => g.characters);
    const drawn = [...new Set(SUPPORTED_CHARACTERS)].filter((c) => !/\s/u.test(c));
    expect([...listed].sort()).toEqual([...drawn].sort());
  });

  it('groups them by kind', () => {
    const group = (name: string) => characterGroups().find((g) => g.name === name)?.characters ?? [];
    expect(group('Letters')).toHaveLength(52);
    expect(group('Digits').join('')).toBe('0123456789');
    expect(group('Accented letters')).toEqual(expect.arrayContaining(['ñ', 'é', 'Á']));
    expect(group('Greek letters')).toEqual(expect.arrayContaining(['α', 'Ω']));
    expect(group('Maths, arrows and other symbols')).toEqual(expect.arrayContaining(['→', '∞']));
  });
});
