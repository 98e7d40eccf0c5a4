import { uniqueNameKey as nameKey } from './text';

describe('uniqueNameKey (the key a unique name is reserved under)', () => {
  it('ignores case and surrounding spaces', () => {
    expect(nameKey('  Photo Synthesis ')).toBe('photo synthesis');
  });

  it('ignores zero-width and bidi-control characters, so a taken name cannot be taken again with them', () => {
    expect(nameKey('Bio\u200Blogy')).toBe(nameKey('Biology'));
    expect(nameKey('\u202EBiology\u202C')).toBe('biology');
    expect(nameKey('Bio\u200D\u2060\uFEFF\u200E\u2066logy')).toBe('biology');
  });

  it('compares one Unicode form: é as one code point or as e and an accent', () => {
    expect(nameKey('Caf\u00E9')).toBe(nameKey('Cafe\u0301'));
  });

  it('keeps visible differences', () => {
    expect(nameKey('Biology 1')).not.toBe(nameKey('Biology'));
  });
});
