// The review turnaround panel of the admin Analytics section (issue 21): how long review comments took
// to be resolved and how many review rounds scenes went through, per month and per project, computed
// by its read model from every comment ever made (docs/decisions/reviewTurnaround.md).
import { useMemo, useState } from 'react';
import { Alert, Button, Group, SegmentedControl, Select, Stack, Table, Text, Title } from '@mantine/core';
import '@mantine/charts/styles.css';
import type { ReviewTurnaroundRow } from '@wb/contracts';
import { SOMETHING_HAPPENED_MESSAGE } from '../../api/apiError';
import { isQueryError } from '../../api/queryError';
import { AdminTable } from '../admin/table/AdminTable';
import { TurnaroundCharts } from './TurnaroundCharts';
import { useReviewTurnaroundQuery } from './reviewTurnaroundApi';
import { formatHours, formatRounds, monthLabel, RANGE_CHOICES, rangeOf, type RangeChoice } from './turnaroundView';

/** Rows shown at first, and added by each Show more. */
const PAGE = 25;
const COLUMNS = ['Month', 'Project', 'Comments', 'Resolved', 'Open', 'Median to resolve', 'Rounds', 'Rounds per scene'];

function TurnaroundRows({ rows }: { rows: readonly ReviewTurnaroundRow[] }) {
  return rows.map((r) => (
    <Table.Tr key={`${r.month} ${r.projectID}`}>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{monthLabel(r.month)}</Table.Td>
      <Table.Td>{r.projectName || r.projectID}</Table.Td>
      <Table.Td>{r.comments}</Table.Td>
      <Table.Td>{r.resolved}</Table.Td>
      <Table.Td>{r.open}</Table.Td>
      <Table.Td>{formatHours(r.medianHours)}</Table.Td>
      <Table.Td>{r.rounds}</Table.Td>
      <Table.Td>{formatRounds(r.roundsPerScene)}</Table.Td>
    </Table.Tr>
  ));
}

export function ReviewTurnaroundPanel() {
  const [choice, setChoice] = useState<RangeChoice>('12');
  const [projectID, setProjectID] = useState<string | null>(null);
  const [shown, setShown] = useState(PAGE);
  // The month range is fixed when the choice is made, so a re-render does not ask again.
  const range = useMemo(() => rangeOf(choice, new Date()), [choice]);
  const all = useReviewTurnaroundQuery(range);
  const one = useReviewTurnaroundQuery({ ...range, projectID: projectID ?? undefined }, { skip: projectID === null });
  const answer = projectID === null ? all : one;
  const projects = useMemo(() => {
    const names = new Map((all.data?.rows ?? []).map((r) => [r.projectID, r.projectName || r.projectID]));
    return [...names].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
  }, [all.data]);
  const rows = answer.data?.rows ?? [];
  const rest = rows.length - shown;
  return (
    <Stack gap="md" aria-labelledby="review-turnaround-title" component="section">
      <div>
        <Title order={3} size="h4" id="review-turnaround-title">
          Review turnaround
        </Title>
        <Text c="dimmed" size="sm">
          Top-level comments by the month they were made: how many are resolved, the median time to resolve them, and review rounds per scene (a round begins with the first comment after a new version
          of the scene is saved).
        </Text>
      </div>
      <Group gap="sm" align="flex-end">
        <SegmentedControl
          aria-label="Months"
          value={choice}
          data={RANGE_CHOICES.map((c) => ({ value: c.value, label: c.label }))}
          onChange={(v) => {
            setChoice(v as RangeChoice);
            setShown(PAGE);
          }}
        />
        <Select
          label="Project"
          placeholder="All projects"
          data={projects}
          value={projectID}
          onChange={(v) => {
            setProjectID(v);
            setShown(PAGE);
          }}
          clearable
          searchable
          w={260}
        />
      </Group>
      {answer.isError ? (
        <Alert color="red" title="The review turnaround could not be loaded">
          {isQueryError(answer.error) ? answer.error.message : SOMETHING_HAPPENED_MESSAGE}
        </Alert>
      ) : (
        <>
          {answer.data && answer.data.months.length > 0 && <TurnaroundCharts months={answer.data.months} />}
          <AdminTable
            label="Review turnaround by project and month"
            loaded={answer.data !== undefined}
            columns={COLUMNS}
            empty="No comments were made in these months."
            rowCount={rows.length}
            minWidth={820}
          >
            <TurnaroundRows rows={rows.slice(0, shown)} />
          </AdminTable>
          {rest > 0 && (
            <Button variant="subtle" size="xs" onClick={() => setShown((n) => n + PAGE)}>
              Show {Math.min(rest, PAGE)} more of {rest} rows
            </Button>
          )}
          {answer.data?.truncated && <Text size="sm">Only the newest {rows.length} project months are listed; narrow the months or choose a project.</Text>}
        </>
      )}
    </Stack>
  );
}
