import type { TrackingEntry } from '@wb/contracts';
import { draftOfEntry, entryToSave, newDraft } from './entryDraft';

const entry: TrackingEntry = { taskID: 2, userID: 7, user: { userID: 7, givenName: 'Ada', familyName: 'L' }, hours: 1.5, date: '2026-11-27', projectName: 'P', projectID: 'p1', wordCount: null };

describe('the Log hours form', () => {
  it('saves nothing until person, task type, day and hours are there', () => {
    const draft = newDraft(7, '2026-11-27');
    expect(entryToSave(draft, 'p1', null)).toBeNull();
    expect(entryToSave({ ...draft, taskID: '1' }, 'p1', null)).toBeNull();
    expect(entryToSave({ ...draft, taskID: '1', hours: '-' }, 'p1', null)).toBeNull();
    expect(entryToSave({ ...draft, taskID: '1', hours: '0.5', date: '' }, 'p1', null)).toBeNull();
    expect(entryToSave({ ...draft, taskID: '1', hours: '0.5' }, 'p1', null)).toEqual({ projectID: 'p1', taskID: 1, userID: 7, date: '2026-11-27', hours: 0.5, replaces: null });
  });

  it('edits an entry, naming the one it replaces', () => {
    const draft = draftOfEntry(entry);
    expect(draft).toEqual({ userID: '7', taskID: '2', hours: '1.5', date: '2026-11-27' });
    expect(entryToSave({ ...draft, date: '2026-11-28' }, 'p1', entry)?.replaces).toEqual({ taskID: 2, userID: 7, date: '2026-11-27' });
  });

  it('starts with nobody chosen when there is no signed-in user', () => {
    expect(newDraft(null, '2026-11-27').userID).toBe('');
  });
});
