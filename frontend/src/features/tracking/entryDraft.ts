// The Log hours form's text and what it saves: the hours box follows the rule of spec 000 section 5
// (nextHoursText), and Save needs a person, a task type, a day and a number of hours.
import { hoursOf, type TrackingEntry } from '@wb/contracts';
import type { EntrySave } from './trackingSlice';

export interface EntryDraft {
  userID: string;
  taskID: string;
  hours: string;
  date: string;
}

export const newDraft = (userID: number | null, today: string): EntryDraft => ({ userID: userID === null ? '' : String(userID), taskID: '', hours: '', date: today });

export const draftOfEntry = (entry: TrackingEntry): EntryDraft => ({ userID: String(entry.userID), taskID: String(entry.taskID), hours: String(entry.hours), date: entry.date });

/** What Save sends, or null while the form is not complete. */
export const entryToSave = (draft: EntryDraft, projectID: string, editing: TrackingEntry | null): EntrySave | null => {
  const hours = hoursOf(draft.hours);
  if (hours === null || draft.userID === '' || draft.taskID === '' || !/^\d{4}-\d{2}-\d{2}$/.test(draft.date)) return null;
  return {
    projectID,
    taskID: Number(draft.taskID),
    userID: Number(draft.userID),
    date: draft.date,
    hours,
    replaces: editing === null ? null : { taskID: editing.taskID, userID: editing.userID, date: editing.date },
  };
};
