// What changed between the moment shown and a second one: each thing added, removed or changed, with
// the fields before and after.
import { Alert, Badge, Center, Loader, Table, Text } from '@mantine/core';
import type { AsOfChange } from '@wb/contracts';
import { ScrollTable } from '../../shared/ScrollTable';
import type { AsOfMomentChoice } from './asOfPath';
import { cutWords } from './CutLine';
import { valueWords } from './changeText';
import { useProjectComparisonQuery } from './projectAsOfApi';
import { Section } from './Section';

const CHANGE_COLOR = { added: 'teal', removed: 'red', changed: 'blue' } as const;
const SECTION_WORDS = { card: 'Card', members: 'Member', files: 'File', comments: 'Comment', scenes: 'Scene', tasks: 'Task', tracking: 'Hours' } as const;

function ChangeRow({ change }: { change: AsOfChange }) {
  return (
    <Table.Tr>
      <Table.Td>{SECTION_WORDS[change.section]}</Table.Td>
      <Table.Td style={{ overflowWrap: 'anywhere' }}>{change.label}</Table.Td>
      <Table.Td>
        <Badge color={CHANGE_COLOR[change.change]} variant="light">
          {change.change}
        </Badge>
      </Table.Td>
      <Table.Td>
        {change.fields.map((f) => (
          <Text key={f.field} size="sm" style={{ overflowWrap: 'anywhere' }}>
            <b>{f.field}</b>: {valueWords(f.before)} → {valueWords(f.after)}
          </Text>
        ))}
      </Table.Td>
    </Table.Tr>
  );
}

/** `from` is the moment the page shows, `to` the one compared with it. */
export function Comparison({ projectID, from, to }: { projectID: string; from: AsOfMomentChoice; to: AsOfMomentChoice }) {
  const { data, isLoading, isError } = useProjectComparisonQuery({ projectID, from, to });
  if (isLoading)
    return (
      <Center py="md">
        <Loader size="sm" role="status" aria-label="Comparing" />
      </Center>
    );
  if (isError || !data) return <Alert color="red">The two moments could not be compared.</Alert>;
  return (
    <Section title="Changes" count={data.changes.length} empty="Nothing changed between these moments.">
      <Text size="sm" c="gray.7">
        From: {cutWords(data.from)}. To: {cutWords(data.to)}.
      </Text>
      <ScrollTable label="Changes" minWidth={600}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>What</Table.Th>
              <Table.Th>Name</Table.Th>
              <Table.Th>Change</Table.Th>
              <Table.Th>Before → after</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.changes.map((change) => (
              <ChangeRow key={`${change.section}|${change.id}`} change={change} />
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    </Section>
  );
}
