import { downloadNameOf, opensAsDocument, parseRange } from './sendBlob';

describe('a Range header', () => {
  it.each([
    ['bytes=0-9', { start: 0, end: 9 }],
    ['bytes=10-', { start: 10, end: 99 }],
    ['bytes=-5', { start: 95, end: 99 }],
    ['bytes=90-500', { start: 90, end: 99 }],
  ])('reads %s of 100 bytes', (header, range) => {
    expect(parseRange(header, 100)).toEqual(range);
  });
  it('cannot satisfy a range past the end', () => {
    expect(parseRange('bytes=100-', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=5-2', 100)).toBe('unsatisfiable');
  });
  it('ignores what it does not read (several ranges, other units, none): the whole file', () => {
    expect(parseRange('bytes=0-1,5-6', 100)).toBeNull();
    expect(parseRange('items=0-1', 100)).toBeNull();
    expect(parseRange(undefined, 100)).toBeNull();
  });
});

describe("a download's name", () => {
  it("keeps a name that ends in the stored file's extension (or its alias)", () => {
    expect(downloadNameOf('Cell wall.png', 'asset/2026/01/x.png')).toBe('Cell wall.png');
    expect(downloadNameOf('photo.JPEG', 'asset/2026/01/x.jpg')).toBe('photo.JPEG');
  });
  it("adds the stored file's extension to any other name, so the type saved is the type served", () => {
    expect(downloadNameOf('invoice.pdf', 'asset/2026/01/x.svg')).toBe('invoice.pdf.svg');
    expect(downloadNameOf('notes', 'asset/2026/01/x.md')).toBe('notes.md');
  });
});

describe('what is served as an attachment whatever the reader asks', () => {
  it.each(['image/svg+xml', 'text/html; charset=utf-8', 'application/xhtml+xml', 'text/xml', 'application/xml', 'application/rss+xml', 'application/octet-stream', ''])(
    'a document a browser would run: %s',
    (type) => {
      expect(opensAsDocument(type)).toBe(true);
    },
  );
  it.each(['image/png', 'image/jpeg', 'video/mp4', 'audio/mpeg', 'application/pdf', 'text/plain; charset=utf-8', 'text/markdown; charset=utf-8', 'application/zip'])(
    'not %s, which shows inline',
    (type) => {
      expect(opensAsDocument(type)).toBe(false);
    },
  );
});
