import { authorName, frameTime, printTypeOf } from './printFormat';

describe('the print page’s formats', () => {
  it('writes a frame at 30 fps as mm:ss, with the frame within its second when there is one', () => {
    expect(frameTime(0)).toBe('00:00');
    expect(frameTime(30 * 65)).toBe('01:05');
    expect(frameTime(30 * 65 + 12)).toBe('01:05 (frame 12)');
    expect(frameTime(30 * 3725)).toBe('01:02:05');
  });
  it("names the author, or 'Unknown' when the author is missing", () => {
    const comment = { author: { userID: 2, givenName: 'Ada', familyName: 'Lovelace' } } as Parameters<typeof authorName>[0];
    expect(authorName(comment)).toBe('Ada Lovelace');
    expect(authorName({ ...comment, author: { userID: 9, givenName: '', familyName: '' } })).toBe('Unknown');
  });
  it('reads the type from the address, all files unless it names a known one', () => {
    expect(printTypeOf('video')).toBe('video');
    expect(printTypeOf('pdf')).toBe('all');
    expect(printTypeOf(null)).toBe('all');
  });
});
