import { contentsPath, linkedCommentOf, linkedThreadOf } from './commentLink';

describe("the contents page's link to a project comment", () => {
  it('names the project as given, and the comment when one is selected', () => {
    expect(contentsPath('p 1')).toBe('/projectContents/p%201');
    expect(contentsPath('Cell biology', 'c/1')).toBe('/projectContents/Cell%20biology/comments/c%2F1');
  });

  it('reads the comment from the segments after the project', () => {
    expect(linkedCommentOf(['comments', 'c-1'])).toBe('c-1');
    expect(linkedCommentOf([])).toBeNull();
    expect(linkedCommentOf(['comments'])).toBeNull();
    expect(linkedCommentOf(['comments', ''])).toBeNull();
    expect(linkedCommentOf(['comments', 'c-1', 'more'])).toBeNull();
    expect(linkedCommentOf(['files', 'c-1'])).toBeNull();
  });

  const threads = [
    { commentID: 't-1', replies: [{ commentID: 'r-1' }] },
    { commentID: 't-2', replies: [] },
  ];

  it('selects the thread of a linked comment, and the thread of a linked reply', () => {
    expect(linkedThreadOf(threads, 't-2')).toBe('t-2');
    expect(linkedThreadOf(threads, 'r-1')).toBe('t-1');
  });

  it('finds nothing for a comment the project no longer has, or none linked', () => {
    expect(linkedThreadOf(threads, 'gone')).toBeNull();
    expect(linkedThreadOf(threads, null)).toBeNull();
  });
});
