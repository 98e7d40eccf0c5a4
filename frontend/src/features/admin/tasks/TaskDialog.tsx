import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Alert, Button, Group, Modal, Select, Stack, TextInput, Textarea } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Limits, TaskLimits, type Task } from '@wb/contracts';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useTaskProjectSearchQuery, useTaskTeamQuery } from '../../tasks/tasksApi';
import { selectTaskDialog, taskDialogClosed, taskSaveRequested } from '../../tasks/tasksSlice';

interface Draft {
  assignee: string;
  projectID: string;
  projectName: string;
  text: string;
  dueDate: string;
  notes: string;
}

const draftOf = (t: Task | null): Draft => ({
  assignee: t ? String(t.userID) : '',
  projectID: t?.project.projectID ?? '',
  projectName: t?.project.name ?? '',
  text: t?.data.text ?? '',
  dueDate: t?.data.dueDate ?? '',
  notes: t?.data.notes ?? '',
});

const sameDraft = (a: Draft, b: Draft): boolean =>
  a.assignee === b.assignee && a.projectID === b.projectID && a.text.trim() === b.text.trim() && a.dueDate === b.dueDate && a.notes.trim() === b.notes.trim();

/** The project field: search-as-you-type over project names, keeping the chosen one. */
function ProjectField({ draft, onChange, error }: { draft: Draft; onChange: (projectID: string, name: string) => void; error: string | undefined }) {
  const [search, setSearch] = useState('');
  const [text] = useDebouncedValue(search.trim(), Limits.requestDebounceMs);
  const { data } = useTaskProjectSearchQuery({ text, start: 0, count: 20, sortBy: 'name', status: [1], filter: 'all' }, { skip: text === '' || text === draft.projectName });
  const options = useMemo(() => {
    const byID = new Map<string, string>();
    if (draft.projectID) byID.set(draft.projectID, draft.projectName);
    for (const p of data?.projects ?? []) if (!byID.has(p.projectID)) byID.set(p.projectID, p.name);
    return [...byID].map(([value, label]) => ({ value, label }));
  }, [data, draft.projectID, draft.projectName]);
  return (
    <Select
      label="Project"
      placeholder="Type to find a project"
      required
      searchable
      data={options}
      value={draft.projectID || null}
      searchValue={search}
      onSearchChange={setSearch}
      onChange={(value, option) => onChange(value ?? '', option?.label ?? '')}
      filter={({ options: all }) => all}
      nothingFoundMessage={text === '' ? undefined : 'No projects found'}
      error={error}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** Create task, or the clicked task to edit (spec 001 section 5): teammate, project and task name required; due date and notes optional. */
export function TaskDialog() {
  const dispatch = useAppDispatch();
  const dialog = useAppSelector(selectTaskDialog);
  const task = dialog.task;
  const [draft, setDraft] = useState<Draft>(() => draftOf(task));
  const { data: team } = useTaskTeamQuery(undefined, { skip: !dialog.open });
  useEffect(() => {
    if (dialog.open) setDraft(draftOf(task));
  }, [dialog.open, task?.taskID]);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const teammates = useMemo(() => {
    const options = (team?.team ?? []).map((m) => ({ value: String(m.userID), label: m.fullName }));
    // A task's assignee who is no longer on the team (deactivated) stays choosable as it is.
    if (task && !options.some((o) => o.value === String(task.userID))) options.unshift({ value: String(task.userID), label: task.user.fullName || `User ${task.userID}` });
    return options;
  }, [team, task]);

  const filled = draft.assignee !== '' && draft.projectID !== '' && draft.text.trim() !== '';
  const changed = task === null || !sameDraft(draft, draftOf(task));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!filled || !changed || dialog.pending) return;
    dispatch(
      taskSaveRequested({
        ...(task ? { taskID: task.taskID } : {}),
        text: draft.text,
        targetUserID: Number(draft.assignee),
        projectID: draft.projectID,
        notes: draft.notes,
        dueDate: draft.dueDate === '' ? null : draft.dueDate,
      }),
    );
  };
  const flag = (field: string) => dialog.fieldErrors[field];

  return (
    <Modal opened={dialog.open} onClose={() => dispatch(taskDialogClosed())} title={task ? 'Edit task' : 'Create task'} size="md" closeButtonProps={{ 'aria-label': 'Close the task dialog' }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {dialog.error ? (
            <Alert color="red" role="alert">
              {dialog.error}
            </Alert>
          ) : null}
          <Select
            label="Teammate"
            placeholder="Choose a teammate"
            required
            searchable
            data={teammates}
            value={draft.assignee || null}
            onChange={(v) => set('assignee', v ?? '')}
            error={flag('targetUserID')}
            comboboxProps={{ withinPortal: true }}
          />
          <ProjectField draft={draft} onChange={(projectID, projectName) => setDraft((d) => ({ ...d, projectID, projectName }))} error={flag('projectID')} />
          <TextInput label="Task name" required value={draft.text} maxLength={TaskLimits.textMax} onChange={(e) => set('text', e.currentTarget.value)} error={flag('text')} />
          <TextInput label="Due date" type="date" value={draft.dueDate} onChange={(e) => set('dueDate', e.currentTarget.value)} error={flag('dueDate')} />
          <Textarea label="Notes" autosize minRows={2} maxRows={6} maxLength={TaskLimits.notesMax} value={draft.notes} onChange={(e) => set('notes', e.currentTarget.value)} error={flag('notes')} />
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={() => dispatch(taskDialogClosed())}>
              Cancel
            </Button>
            <Button type="submit" disabled={!filled || !changed} loading={dialog.pending}>
              {task ? 'Save' : 'Create'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
