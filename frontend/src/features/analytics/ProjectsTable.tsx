import { Table } from '@mantine/core';
import { AnalyticsTableTaskIDs, Messages, type AnalyticsProjectRow } from '@wb/contracts';
import { ClickableRow } from '../../shared/ClickableRow';
import { AdminTable } from '../admin/table/AdminTable';
import { wordCountText } from './figures';

/** The spec's columns: Project, Words, then hours of the three task types it names. */
const COLUMNS = ['Project', 'Words', 'Illustrator', 'Voiceover', 'Video Editor'];

/** The range's projects with their words and hours; a row opens the project's tracking for editing. */
export function ProjectsTable({ rows, loaded, onOpen }: { rows: readonly AnalyticsProjectRow[] | undefined; loaded: boolean; onOpen: (row: AnalyticsProjectRow) => void }) {
  const shown = rows ?? [];
  return (
    <AdminTable label="Projects worked on" loaded={loaded} columns={COLUMNS} rowCount={shown.length} minWidth={560} empty={Messages.analyticsNoProjects}>
      {shown.map((p) => (
        <ClickableRow key={p.projectID} label={`Edit the tracking of ${p.name}`} onOpen={() => onOpen(p)}>
          <Table.Td>{p.name}</Table.Td>
          <Table.Td>{wordCountText(p.wordCount)}</Table.Td>
          {AnalyticsTableTaskIDs.map((taskID) => (
            <Table.Td key={taskID}>{p.hours[taskID] ?? 0} h</Table.Td>
          ))}
        </ClickableRow>
      ))}
    </AdminTable>
  );
}
