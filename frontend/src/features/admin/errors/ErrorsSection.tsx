import { useState } from 'react';
import { SegmentedControl } from '@mantine/core';
import { SectionHeader } from '../../../shared/SectionHeader';
import { AdminTable } from '../table/AdminTable';
import { ReadModelsTable } from './ReadModelsTable';

type ErrorView = 'server' | 'client' | 'readModels';

const views: { value: ErrorView; label: string }[] = [
  { value: 'server', label: 'Server' },
  { value: 'client', label: 'Client' },
  { value: 'readModels', label: 'Read models' },
];
const logColumns = ['Source', 'User ID', 'Name', 'Script', 'Message', 'Date'];

/**
 * Spec 000: "Errors | Toggle Server/Client. Table: Source, User ID, Name, Script, Message (with
 * Show/Hide stack), Date", plus the read models the projections keep. No call serves the error logs
 * yet, so those tables say 'No errors' rather than pretend to a source.
 */
export function ErrorsSection() {
  const [view, setView] = useState<ErrorView>('server');
  return (
    <>
      <SectionHeader title="Errors">
        <SegmentedControl aria-label="Show" value={view} data={views} onChange={(v) => setView(v as ErrorView)} />
      </SectionHeader>
      {view === 'readModels' ? (
        <ReadModelsTable />
      ) : (
        <AdminTable key={view} label={view === 'server' ? 'Server errors' : 'Client errors'} loaded columns={logColumns} rowCount={0} empty="No errors">
          {null}
        </AdminTable>
      )}
    </>
  );
}
