import { authorLabel, canSave, cardsToDraw, editChanged, sortedComments, splitResolved, type PanelComment } from './model';
import { frameLabel } from './timeLabels';
import { mentionQueryAt, mentionsIn, pickerItems, withMention, type Mentionable } from './mentions';

const comment = (over: Partial<PanelComment>): PanelComment => ({
  commentID: 'c',
  author: { givenName: 'Ada', familyName: 'Lovelace' },
  mine: false,
  anonymous: false,
  text: 'hi',
  time: null,
  parentCommentID: null,
  replyToCommentID: null,
  shapes: [],
  resolved: false,
  createdOn: '2026-01-01T00:00:00.000Z',
  replies: [],
  ...over,
});

describe('sorting comments', () => {
  const a = comment({ commentID: 'a', time: 5000, createdOn: '2026-01-01T10:00:00Z' });
  const b = comment({ commentID: 'b', time: 1000, createdOn: '2026-01-02T10:00:00Z' });
  const c = comment({ commentID: 'c', time: null, createdOn: '2026-01-03T10:00:00Z' });
  const d = comment({ commentID: 'd', time: 1000, createdOn: '2026-01-01T09:00:00Z' });
  const ids = (list: PanelComment[]) => list.map((x) => x.commentID);

  it('by time in the media: earliest first, the same time oldest first, comments without a time last', () => {
    expect(ids(sortedComments([a, b, c, d], 'time'))).toEqual(['d', 'b', 'a', 'c']);
  });
  it('newest and oldest by when they were written', () => {
    expect(ids(sortedComments([a, b, c, d], 'newest'))).toEqual(['c', 'b', 'a', 'd']);
    expect(ids(sortedComments([a, b, c, d], 'oldest'))).toEqual(['d', 'a', 'b', 'c']);
  });
  it('puts resolved comments in their own section', () => {
    const { open, resolved } = splitResolved([a, comment({ commentID: 'r', resolved: true }), b]);
    expect(ids(open)).toEqual(['a', 'b']);
    expect(ids(resolved)).toEqual(['r']);
  });
});

describe('the author shown', () => {
  it("names the author, '(you)' for one's own, 'Unknown' without a name, the anonymous name for anonymous comments", () => {
    expect(authorLabel(comment({}))).toBe('Ada Lovelace');
    expect(authorLabel(comment({ mine: true }))).toBe('Ada Lovelace (you)');
    expect(authorLabel(comment({ author: { givenName: '', familyName: '' } }))).toBe('Unknown');
    expect(authorLabel(comment({ author: null }))).toBe('Unknown');
    expect(authorLabel(comment({ anonymous: true, author: { givenName: 'Quiet', familyName: 'Owl' } }))).toBe('Quiet Owl');
    expect(authorLabel(comment({ anonymous: true, mine: true }))).toBe('Anonymous reviewer (you)');
  });
});

describe('saving and editing', () => {
  it('saves a comment with text or a drawing, a reply only with text', () => {
    expect(canSave('  ', 0, false)).toBe(false);
    expect(canSave('  ', 1, false)).toBe(true);
    expect(canSave('', 1, true)).toBe(false);
    expect(canSave('ok', 0, true)).toBe(true);
  });
  it('saves an edit only if the text changed and is not empty', () => {
    expect(editChanged('hello', 'hello ')).toBe(false);
    expect(editChanged('hello', '')).toBe(false);
    expect(editChanged('hello', 'hello there')).toBe(true);
  });
});

describe('mentions', () => {
  const team: Mentionable[] = [
    { userID: 1, fullName: 'Ada Lovelace', roles: ['Illustrator'] },
    { userID: 2, fullName: 'Alan Turing', roles: [] },
    { userID: 3, fullName: 'Émile Zola', roles: [] },
  ];

  it('finds the @-word at the caret, and none inside a word or an e-mail address', () => {
    expect(mentionQueryAt('hi @Al', 6)).toEqual({ start: 3, query: 'Al' });
    expect(mentionQueryAt('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionQueryAt('mail a@b', 8)).toBeNull();
    expect(mentionQueryAt('hi @Al and more', 15)).toBeNull();
  });

  it('filters the team by any word of the name, accents aside, never oneself; @here while it matches', () => {
    expect(pickerItems(team, 'a', null).map((i) => (i.kind === 'here' ? '@here' : i.person.fullName))).toEqual(['Ada Lovelace', 'Alan Turing']);
    expect(pickerItems(team, 'tur', 2)).toEqual([]);
    expect(pickerItems(team, 'emi', null)).toEqual([{ kind: 'person', person: team[2] }]);
    expect(pickerItems(team, 'he', null)).toEqual([{ kind: 'here' }]);
  });

  it('puts the chosen name in place of the @-word, caret after it', () => {
    const at = mentionQueryAt('see @tu now', 7)!;
    expect(withMention('see @tu now', at, { kind: 'person', person: team[1]! })).toEqual({ text: 'see @Alan Turing now', caret: 17 });
  });

  it('sends the chosen people still named in the text, never oneself, and @here', () => {
    expect(mentionsIn('@Ada Lovelace look', [team[0]!, team[1]!], null)).toEqual({ userIDs: [1], here: false });
    expect(mentionsIn('@Ada Lovelace @here', [team[0]!], 1)).toEqual({ userIDs: [], here: true });
    expect(mentionsIn('@hereafter', [], null).here).toBe(false);
  });
});

describe('time labels', () => {
  it('writes a video frame as minutes, seconds and the frame at 30 fps', () => {
    expect(frameLabel(210)).toBe('0:07:00');
    expect(frameLabel(211)).toBe('0:07:01');
    expect(frameLabel(30 * 75 + 29)).toBe('1:15:29');
  });
});

describe('the cards drawn for a selected comment', () => {
  const threads = Array.from({ length: 130 }, (_, i) => comment({ commentID: `c${i}`, replies: [comment({ commentID: `r${i}`, parentCommentID: `c${i}` })] }));

  it('draws the pages shown when nothing, or a comment already drawn, is selected', () => {
    expect(cardsToDraw(threads, null, 50, 50)).toBe(50);
    expect(cardsToDraw(threads, 'c49', 50, 50)).toBe(50);
    expect(cardsToDraw(threads, 'missing', 50, 50)).toBe(50);
  });

  it("adds whole pages up to the selected comment's thread, a reply's too", () => {
    expect(cardsToDraw(threads, 'c50', 50, 50)).toBe(100);
    expect(cardsToDraw(threads, 'r120', 50, 50)).toBe(150);
    expect(cardsToDraw(threads, 'c120', 100, 50)).toBe(150);
  });
});
