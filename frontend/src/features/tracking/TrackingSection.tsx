import { useState } from 'react';
import { Divider, Loader, Stack, Text, Title } from '@mantine/core';
import type { Project, TrackingEntry } from '@wb/contracts';
import { useAppSelector } from '../../app/hooks';
import { selectCurrentUser } from '../auth/authSlice';
import { EntryForm, type Person } from './EntryForm';
import { EntryTable } from './EntryTable';
import { TrackingTotals } from './TrackingTotals';
import { WordCountForm } from './WordCountForm';
import { useTrackingQuery } from './trackingApi';

/** The people hours may be logged for: the project's members, and the signed-in user. */
const peopleOf = (project: Project, me: { userID: number; givenName: string; familyName: string } | null): Person[] => {
  const people = project.members.map((m) => ({ userID: m.userID, name: `${m.givenName} ${m.familyName}` }));
  if (me && !people.some((p) => p.userID === me.userID)) people.push({ userID: me.userID, name: `${me.givenName} ${me.familyName}` });
  return people;
};

/** Tracking on the project contents page (spec 000 sections 2 and 3): the word count, hours per task type per person per day, and their totals. */
export function TrackingSection({ project }: { project: Project }) {
  const { data, isLoading } = useTrackingQuery({ projectID: project.projectID });
  const me = useAppSelector(selectCurrentUser);
  const [editing, setEditing] = useState<TrackingEntry | null>(null);
  if (isLoading) return <Loader size="sm" aria-label="Loading tracking" />;
  if (!data) return <Text c="dimmed">Tracking could not be loaded.</Text>;
  return (
    <Stack gap="sm">
      <WordCountForm projectID={project.projectID} wordCount={data.wordCount} />
      <Divider />
      <Title order={3} size="h6">
        Hours
      </Title>
      <TrackingTotals totals={data.totals} />
      <EntryForm projectID={project.projectID} people={peopleOf(project, me)} editing={editing} onDone={() => setEditing(null)} />
      <EntryTable projectID={project.projectID} entries={data.tracking} onEdit={setEditing} />
    </Stack>
  );
}
