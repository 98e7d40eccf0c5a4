import { SUPPORTED_CHARACTERS, containsTab, hasGlyph, layoutHandwriting, missingCharacters } from '..';
import { charactersOf, glyphOf } from './glyphs';

const style = { fontSize: 64, fontWeight: 400, lineHeight: 1.5 };

describe('the handwriting font', () => {
  it('has a glyph with strokes for every supported character but the blanks', () => {
    for (const { char } of charactersOf(SUPPORTED_CHARACTERS)) {
      expect(hasGlyph(char)).toBe(true);
      const glyph = glyphOf(char);
      expect(glyph).not.toBeNull();
      if (char === ' ' || char === '\u00a0' || char === '\n') continue;
      // The character is part of the expectation, so that a failure names it.
      const drawable = (glyph?.strokes.length ?? 0) > 0 && (glyph?.lengths.every((length) => length > 0) ?? false) && (glyph?.advance ?? 0) > 0;
      expect({ char, drawable }).toEqual({ char, drawable: true });
      expect(layoutHandwriting(char, style).missing).toEqual([]);
    }
  });

  it('covers the character sets of spec 002 section 9', () => {
    const sets = {
      lowercase: 'abcdefghijklmnopqrstuvwxyz',
      uppercase: 'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
      digits: '0123456789',
      punctuation: `.,;:!?'"()[]{}-–—…/\\@&*_“”’‘«»`,
      math: '+−×÷=≠≈<>≤≥±√∞∑∫%°²³½¼¾∂∆∈∩',
      symbols: '$€£¥¢©®§#~^|',
      arrowsAndBullets: '→←↑↓↔•◦○●□■★☆✓✗▲△◇',
      spanish: 'áéíóúñü¿¡ÁÉÍÓÚÑÜ',
      greek: 'αβγδεζηθικλμνξοπρστυφχψωΓΔΘΛΞΠΣΦΨΩ',
    };
    for (const [set, chars] of Object.entries(sets)) {
      const lacking = [...chars].filter((c) => !hasGlyph(c));
      expect({ set, lacking }).toEqual({ set, lacking: [] });
    }
  });

  it('supports space and line break, not tab', () => {
    expect(hasGlyph(' ')).toBe(true);
    expect(hasGlyph('\n')).toBe(true);
    expect(hasGlyph('\t')).toBe(false);
    expect(SUPPORTED_CHARACTERS).not.toContain('\t');
    expect(hasGlyph('☃')).toBe(false);
    expect(hasGlyph('ab')).toBe(false);
  });

  it('finds tabs in text', () => {
    expect(containsTab('a\tb')).toBe(true);
    expect(containsTab('a b\nc')).toBe(false);
  });

  it('reads characters by code point, with their string index, and CRLF as one line break', () => {
    expect(charactersOf('a\r\nb\rc')).toEqual([
      { char: 'a', index: 0 },
      { char: '\n', index: 2 },
      { char: 'b', index: 3 },
      { char: '\n', index: 4 },
      { char: 'c', index: 5 },
    ]);
    expect(charactersOf('x😀y')).toEqual([
      { char: 'x', index: 0 },
      { char: '😀', index: 1 },
      { char: 'y', index: 3 },
    ]);
  });

  it('lists the characters it cannot write, as the layout does', () => {
    const text = 'ok\t☃ fine 😀\r\n';
    expect(missingCharacters(text)).toEqual([
      { char: '\t', index: 2 },
      { char: '☃', index: 3 },
      { char: '😀', index: 10 },
    ]);
    expect(missingCharacters(text)).toEqual(layoutHandwriting(text, style).missing);
    expect(missingCharacters(SUPPORTED_CHARACTERS)).toEqual([]);
  });
});
