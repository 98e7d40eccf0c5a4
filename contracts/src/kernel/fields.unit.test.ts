import { email, httpsUrl, id, name, oneOf, password, searchText, userID } from './fields';
import { TextMessages } from './text';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((i) => i.message);

describe('a user id', () => {
  it.each([
    [1, 1],
    [2_147_483_647, 2_147_483_647],
    ['12', 12],
    ['1', 1],
  ])('takes %j as %j', (given, expected) => {
    expect(userID.parse(given)).toBe(expected);
  });

  // Each of these answered 200 with z.coerce.number() (issue 7, finding 4).
  it.each([
    ['"1" in an array', [1]],
    ['true', true],
    ['a hex string', '0x2'],
    ['a padded string', ' 3 '],
    ['a nested array', [[4]]],
  ])('refuses %s', (_what, given) => {
    expect(userID.safeParse(given).success).toBe(false);
  });

  it.each([
    ['a fraction', 1.5],
    ['zero', 0],
    ['a negative', -3],
    ['more than 2^31-1', 2 ** 31],
    ['"0"', '0'],
    ['a digit string above 2^31-1', '9999999999'],
    ['an empty string', ''],
    ['null', null],
    ['an object', { userID: 1 }],
    ['exponent notation', '1e3'],
    ['non-ASCII digits', '\u0663'],
  ])('refuses %s', (_what, given) => {
    expect(userID.safeParse(given).success).toBe(false);
  });

  it('says what a user id is', () => {
    expect(messages(userID.safeParse(true))).toEqual(['A user id is a whole number, like 12']);
    expect(messages(userID.safeParse(-3))).toEqual(['Must be positive']);
  });
});

describe('the avatar address', () => {
  it('takes an https address', () => {
    expect(httpsUrl.parse(' https://images.example.com/me.png ')).toBe('https://images.example.com/me.png');
  });

  it.each([
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['data: image', 'data:image/png;base64,AAAA'],
    ['http:', 'http://images.example.com/me.png'],
    ['a scheme-relative address', '//images.example.com/me.png'],
    ['https: without slashes', 'https:images.example.com'],
    ['not an address', 'me.png'],
  ])('refuses %s, saying to use https', (_what, given) => {
    expect(messages(httpsUrl.safeParse(given))).toEqual(['Use an https:// address (not http:, data: or javascript:)']);
  });

  it('refuses a NUL inside an https address', () => {
    expect(messages(httpsUrl.safeParse('https://a.example/\u0000'))).toEqual([TextMessages.nul]);
  });
});

describe('a password', () => {
  it('takes 8 to 200 characters as typed, spaces and composition kept', () => {
    expect(password.parse(' e\u0301tude 42 ')).toBe(' e\u0301tude 42 ');
    expect(password.parse('x'.repeat(200))).toHaveLength(200);
  });

  it('refuses fewer than 8 or more than 200 characters', () => {
    expect(messages(password.safeParse('1234567'))).toEqual(['At least 8 characters']);
    expect(messages(password.safeParse('x'.repeat(201)))).toEqual(['At most 200 characters']);
  });

  it('refuses a NUL', () => {
    expect(messages(password.safeParse('secret\u0000secret'))).toEqual([TextMessages.nul]);
  });
});

describe('the text fields of calls', () => {
  it.each([
    ['a name', name],
    ['an id', id],
    ['an email', email],
    ['search text', searchText],
  ])('%s refuses NUL and lone surrogates', (_what, field) => {
    expect(messages(field.safeParse('a\u0000@b'))).toEqual([TextMessages.nul]);
    expect(messages(field.safeParse('x\ud800y'))).toEqual([TextMessages.loneSurrogate]);
  });

  it('keeps the name message of the spec screens', () => {
    expect(messages(name.safeParse(' '))).toEqual(['Name is required']);
    expect(messages(name.safeParse('\u200b\u200d'))).toEqual([TextMessages.invisibleOnly]);
  });

  it('normalizes to NFC and trims where the field trims', () => {
    expect(id.parse(' Jose\u0301 ')).toBe('Jos\u00e9');
    expect(email.parse(' ana@example.com ')).toBe('ana@example.com');
  });

  it('takes one of a closed list only, naming the choices', () => {
    const role = oneOf(['Illustrator', 'Reviewer']);
    expect(role.parse('Reviewer')).toBe('Reviewer');
    expect(messages(role.safeParse('Reviewer\u200b'))).toEqual(['Choose one of: Illustrator, Reviewer']);
    expect(role.safeParse('Reviewer\u0000').success).toBe(false);
  });
});
