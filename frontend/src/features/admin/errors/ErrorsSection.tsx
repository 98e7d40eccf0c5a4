import { useState } from 'react';
import { SegmentedControl } from '@mantine/core';
import { SectionHeader } from '../../../shared/SectionHeader';
import { ErrorLogTable } from './ErrorLogTable';
import { ReadModelsTable } from './ReadModelsTable';

type ErrorView = 'server' | 'client' | 'readModels';

const views: { value: ErrorView; label: string }[] = [
  { value: 'server', label: 'Server' },
  { value: 'client', label: 'Client' },
  { value: 'readModels', label: 'Read models' },
];

/**
 * Spec 000: "Errors | Toggle Server/Client. Table: Source, User ID, Name, Script, Message (with
 * Show/Hide stack), Date", plus the read models the projections keep.
 */
export function ErrorsSection() {
  const [view, setView] = useState<ErrorView>('server');
  return (
    <>
      <SectionHeader title="Errors">
        <SegmentedControl aria-label="Show" value={view} data={views} onChange={(v) => setView(v as ErrorView)} />
      </SectionHeader>
      {view === 'readModels' ? <ReadModelsTable /> : <ErrorLogTable key={view} side={view} />}
    </>
  );
}
