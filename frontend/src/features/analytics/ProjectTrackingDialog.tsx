import { useState } from 'react';
import { Alert, Divider, Loader, Modal, Stack } from '@mantine/core';
import type { AnalyticsProjectRow, TrackingEntry } from '@wb/contracts';
import { useAppSelector } from '../../app/hooks';
import { selectCurrentUser } from '../auth/authSlice';
import { EntryForm, type Person } from '../tracking/EntryForm';
import { EntryTable } from '../tracking/EntryTable';
import { TrackingTotals } from '../tracking/TrackingTotals';
import { WordCountForm } from '../tracking/WordCountForm';
import { useTrackingQuery } from '../tracking/trackingApi';

/**
 * The row click's edit dialog: the project's word count and its tracking entries, changed through the
 * tracking commands as on the project's contents page. People are those who log work, with the admin.
 */
export function ProjectTrackingDialog({ project, people, onClose }: { project: AnalyticsProjectRow | null; people: readonly Person[]; onClose: () => void }) {
  return (
    <Modal opened={project !== null} onClose={onClose} title={project ? `Tracking of ${project.name}` : ''} size="xl">
      {project && <DialogBody projectID={project.projectID} people={people} />}
    </Modal>
  );
}

function DialogBody({ projectID, people }: { projectID: string; people: readonly Person[] }) {
  const { data, isLoading, isError } = useTrackingQuery({ projectID });
  const me = useAppSelector(selectCurrentUser);
  const [editing, setEditing] = useState<TrackingEntry | null>(null);
  if (isLoading) return <Loader size="sm" aria-label="Loading tracking" />;
  if (isError || !data)
    return (
      <Alert color="red" role="alert">
        The tracking of this project could not be loaded.
      </Alert>
    );
  const everyone = me && !people.some((p) => p.userID === me.userID) ? [...people, { userID: me.userID, name: `${me.givenName} ${me.familyName}` }] : people;
  return (
    <Stack gap="sm">
      <WordCountForm projectID={projectID} wordCount={data.wordCount} />
      <Divider />
      <TrackingTotals totals={data.totals} />
      <EntryForm projectID={projectID} people={everyone} editing={editing} onDone={() => setEditing(null)} />
      <EntryTable projectID={projectID} entries={data.tracking} onEdit={setEditing} />
    </Stack>
  );
}
