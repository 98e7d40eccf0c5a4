import { InvisibleCharacters, TextMessages, nameField, removeInvisible, textField, uniqueNameKey } from './text';

const reason = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((i) => i.message);

describe('a text field', () => {
  const field = textField({ max: 10 });

  it('refuses a NUL character, saying so', () => {
    expect(reason(field.safeParse('a\u0000b'))).toEqual([TextMessages.nul]);
  });

  it('refuses an unpaired surrogate, high or low, saying so', () => {
    expect(reason(field.safeParse('x\ud800y'))).toEqual([TextMessages.loneSurrogate]);
    expect(reason(field.safeParse('\udc00'))).toEqual([TextMessages.loneSurrogate]);
  });

  it('takes a paired surrogate (an emoji)', () => {
    expect(field.parse('hi 🎨')).toBe('hi 🎨');
  });

  it('stores a composed and a decomposed accent alike (NFC)', () => {
    expect(field.parse('Caf\u0065\u0301')).toBe('Caf\u00e9');
  });

  it('counts the length after normalizing, and says the bound', () => {
    expect(textField({ max: 1 }).parse('e\u0301')).toBe('\u00e9');
    expect(reason(field.safeParse('x'.repeat(11)))).toEqual(['At most 10 characters']);
  });

  it('keeps surrounding spaces unless told to trim', () => {
    expect(field.parse(' a ')).toBe(' a ');
    expect(textField({ max: 10, trim: true }).parse(' a ')).toBe('a');
  });

  it('keeps the exact code points when told not to normalize', () => {
    expect(textField({ max: 10, nfc: false }).parse('e\u0301')).toBe('e\u0301');
  });

  it('refuses what is not a string', () => {
    expect(field.safeParse(12).success).toBe(false);
  });
});

describe('a name field', () => {
  const name = nameField({ max: 20, emptyMessage: 'Name is required' });

  it('refuses an empty name with the given message', () => {
    expect(reason(name.safeParse(''))).toEqual(['Name is required']);
    expect(reason(name.safeParse('   '))).toEqual(['Name is required']);
  });

  it.each([
    ['zero-width space', '\u200b'],
    ['zero-width joiners', '\u200c\u200d'],
    ['word joiner', '\u2060'],
    ['byte order mark inside spaces', ' \u200b\ufeff\u200b '],
    ['bidi marks and overrides', '\u200e\u200f\u202a\u202e'],
    ['bidi isolates', '\u2066\u2069'],
    ['soft hyphen', '\u00ad\u00ad'],
  ])('refuses a name made only of invisible characters (%s)', (_what, value) => {
    expect(reason(name.safeParse(value))).toEqual([TextMessages.invisibleOnly]);
  });

  it('takes a name with visible characters among invisible ones, trimmed', () => {
    expect(name.parse(' Ce\u200bll ')).toBe('Ce\u200bll');
  });
});

describe('the invisible characters', () => {
  it('include the zero-width, bidi control and soft hyphen characters', () => {
    for (const c of ['\u200b', '\u200c', '\u200d', '\u2060', '\ufeff', '\u200e', '\u200f', '\u202a', '\u202e', '\u2066', '\u2069', '\u00ad'])
      expect([c.codePointAt(0), InvisibleCharacters.has(c)]).toEqual([c.codePointAt(0), true]);
  });

  it('leave letters and spaces alone', () => {
    expect(InvisibleCharacters.has('a')).toBe(false);
    expect(InvisibleCharacters.has(' ')).toBe(false);
    expect(removeInvisible('a\u200bb\u202ec')).toBe('abc');
  });
});

describe('the unique key of a name', () => {
  it('is one for names that differ only in case, spaces, invisible characters or composition', () => {
    const key = uniqueNameKey('Café Cells');
    expect(uniqueNameKey(' café cells ')).toBe(key);
    expect(uniqueNameKey('Caf\u0065\u0301 Ce\u200bll\u2060s')).toBe(key);
    expect(uniqueNameKey('\u202eCafé Cells\u202c')).toBe(key);
  });

  it('differs for names that differ in what one sees', () => {
    expect(uniqueNameKey('Cell')).not.toBe(uniqueNameKey('Cells'));
  });
});
