import { useEffect, useRef, useState } from 'react';
import dayjs from 'dayjs';
import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { nextHoursText, TrackingTaskTypes, type TrackingEntry } from '@wb/contracts';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectCurrentUser } from '../auth/authSlice';
import { draftOfEntry, entryToSave, newDraft, type EntryDraft } from './entryDraft';
import { entrySaveRequested, selectTracking } from './trackingSlice';

export interface Person {
  userID: number;
  name: string;
}

const taskOptions = [{ value: '', label: 'Choose a task', disabled: true }, ...TrackingTaskTypes.map((t) => ({ value: String(t.taskID), label: t.name }))];

/** Log hours, or edit the entry chosen in the list: person, task type, day and hours (spec 000 section 5 for the hours box). */
export function EntryForm({ projectID, people, editing, onDone }: { projectID: string; people: readonly Person[]; editing: TrackingEntry | null; onDone: () => void }) {
  const dispatch = useAppDispatch();
  const me = useAppSelector(selectCurrentUser);
  const { savingEntry, entriesSaved } = useAppSelector(selectTracking);
  const today = dayjs().format('YYYY-MM-DD');
  const [draft, setDraft] = useState<EntryDraft>(() => newDraft(me?.userID ?? null, today));

  useEffect(() => {
    setDraft(editing ? draftOfEntry(editing) : newDraft(me?.userID ?? null, dayjs().format('YYYY-MM-DD')));
  }, [editing, me?.userID]);

  // A save that worked clears the form (a refused one keeps what was typed).
  const seenSaves = useRef(entriesSaved);
  useEffect(() => {
    if (entriesSaved === seenSaves.current) return;
    seenSaves.current = entriesSaved;
    setDraft((d) => ({ ...d, hours: '', taskID: '' }));
    onDone();
  }, [entriesSaved, onDone]);

  const set = (change: Partial<EntryDraft>) => setDraft((d) => ({ ...d, ...change }));
  const toSave = entryToSave(draft, projectID, editing);
  const personOptions = [{ value: '', label: 'Choose a person', disabled: true }, ...people.map((p) => ({ value: String(p.userID), label: p.name }))];

  return (
    <form
      aria-label={editing ? 'Edit hours' : 'Log hours'}
      onSubmit={(e) => {
        e.preventDefault();
        if (toSave) dispatch(entrySaveRequested(toSave));
      }}
    >
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NativeSelect label="Person" data={personOptions} value={draft.userID} onChange={(e) => set({ userID: e.currentTarget.value })} w={170} />
        <NativeSelect label="Task" data={taskOptions} value={draft.taskID} onChange={(e) => set({ taskID: e.currentTarget.value })} w={170} />
        <TextInput label="Date" type="date" value={draft.date} onChange={(e) => set({ date: e.currentTarget.value })} w={160} />
        <TextInput label="Hours" inputMode="decimal" value={draft.hours} onChange={(e) => set({ hours: nextHoursText(draft.hours, e.currentTarget.value) })} w={90} />
        <Button type="submit" disabled={toSave === null} loading={savingEntry}>
          {editing ? 'Save hours' : 'Add hours'}
        </Button>
        {editing && (
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
        )}
      </Group>
    </form>
  );
}
