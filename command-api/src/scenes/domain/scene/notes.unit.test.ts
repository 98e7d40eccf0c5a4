// The notes sanitizer's addresses: a stored picture only in its normal form, and a link that opens a
// new tab without a handle on the notes (issue 16).
import { sanitizeNotes } from './notes';

const STORED = '/api/v1/blobs/sceneNotesImage/2026/11/0b7c5f3e-1d2a-4c5b-9e8f-0a1b2c3d4e5f.png';

describe('a picture in the notes', () => {
  it('keeps a stored file', () => {
    expect(sanitizeNotes(`<p><img src="${STORED}" alt="Cell" /></p>`)).toBe(`<p><img src="${STORED}" alt="Cell" /></p>`);
  });

  it.each([
    ['a .. segment', '/api/v1/blobs/../../api/logout'],
    ['a . segment', '/api/v1/blobs/./sceneNotesImage/a.png'],
    ['an encoded ..', '/api/v1/blobs/%2e%2e/api/logout'],
    ['an encoded slash', '/api/v1/blobs/a%2f..%2f..%2fapi/logout'],
    ['a .. written as character references', '/api/v1/blobs/&#46;&#46;/api/logout'],
    ['backslashes', '/api/v1/blobs\\..\\..\\api\\logout'],
    ['a query', '/api/v1/blobs/a.png?next=/api/logout'],
    ['an empty segment', '/api/v1/blobs//evil.example/x.png'],
    ['the prefix alone', '/api/v1/blobs/'],
  ])('removes an address that only starts like a stored file: %s', (_, src) => {
    expect(sanitizeNotes(`<p>See<img src="${src}" /></p>`)).toBe('<p>See</p>');
  });
});

describe('a link in the notes', () => {
  it('that opens a new tab gets rel="noopener noreferrer"', () => {
    expect(sanitizeNotes('<a href="https://a.example/" target="_blank">a</a>')).toBe('<a href="https://a.example/" target="_blank" rel="noopener noreferrer">a</a>');
  });

  it("keeps the author's own rel words beside them, but never opener", () => {
    expect(sanitizeNotes('<a href="https://a.example/" target="_blank" rel="nofollow opener noopener">a</a>')).toBe(
      '<a href="https://a.example/" target="_blank" rel="nofollow noopener noreferrer">a</a>',
    );
  });

  it('that stays in its tab is left as written', () => {
    expect(sanitizeNotes('<a href="https://a.example/">a</a>')).toBe('<a href="https://a.example/">a</a>');
  });
});
