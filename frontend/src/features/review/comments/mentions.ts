// @mentions (spec 002 section 5): a picker opens on the @-word at the caret and filters the team by
// name; @here is recognised too. Chosen people are remembered by id and sent as mentionedUsers, as
// long as their @name is still in the text.

export interface Mentionable {
  userID: number;
  fullName: string;
  /** Roles, shown as sub-labels in the list (spec 002 section 6). */
  roles: readonly string[];
}

export const HERE = 'here';
/** At most this many people in the picker: the team may be large, the list stays short. */
const PICKER_SIZE = 8;

/** The @-word the caret is in (the text after '@' up to the caret), or null. */
export const mentionQueryAt = (text: string, caret: number): { start: number; query: string } | null => {
  const before = text.slice(0, caret);
  const match = /(^|\s)@([^\s@]{0,40})$/.exec(before);
  if (!match) return null;
  const query = match[2] ?? '';
  return { start: caret - query.length - 1, query };
};

export type PickerItem = { kind: 'here' } | { kind: 'person'; person: Mentionable };

const folded = (s: string) => s.toLocaleLowerCase().normalize('NFKD').replace(/\p{M}/gu, '');

/** The picker's rows: @here when it matches, then the team members whose name has a word starting with the query. */
export const pickerItems = (team: readonly Mentionable[], query: string, myUserID: number | null): PickerItem[] => {
  const q = folded(query);
  const people = team
    .filter((p) => p.userID !== myUserID)
    .filter(
      (p) =>
        q === '' ||
        folded(p.fullName)
          .split(/\s+/)
          .some((w) => w.startsWith(q)) ||
        folded(p.fullName).startsWith(q),
    )
    .slice(0, PICKER_SIZE)
    .map((person): PickerItem => ({ kind: 'person', person }));
  return HERE.startsWith(q) ? [{ kind: 'here' }, ...people] : people;
};

/** The text with the @-word replaced by the chosen mention, and where the caret goes. */
export const withMention = (text: string, at: { start: number; query: string }, item: PickerItem) => {
  const word = item.kind === 'here' ? `@${HERE}` : `@${item.person.fullName}`;
  const after = text.slice(at.start + 1 + at.query.length);
  const next = `${text.slice(0, at.start)}${word} ${after.replace(/^\s/, '')}`;
  return { text: next, caret: at.start + word.length + 1 };
};

/**
 * What to send: the chosen people whose @name is still in the text, and whether @here is (the server
 * expands it to the project's members, whom the client does not know; common contract item 2).
 */
export const mentionsIn = (text: string, chosen: readonly Mentionable[], myUserID: number | null): { userIDs: number[]; here: boolean } => {
  const ids = new Set(chosen.filter((p) => text.includes(`@${p.fullName}`)).map((p) => p.userID));
  if (myUserID !== null) ids.delete(myUserID);
  return { userIDs: [...ids], here: new RegExp(`(^|\\s)@${HERE}(?![\\p{L}\\p{N}])`, 'u').test(text) };
};
