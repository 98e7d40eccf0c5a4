// The project's tasks and tracked hours as they were.
import { Badge, Table } from '@mantine/core';
import { TrackingTaskTypes, type ProjectSnapshot } from '@wb/contracts';
import { ScrollTable } from '../../shared/ScrollTable';
import { formatDate } from '../../shared/formatDate';
import { Section } from './Section';

export function TasksSection({ tasks }: { tasks: ProjectSnapshot['tasks'] }) {
  return (
    <Section title="Tasks" count={tasks.length} empty="No tasks then.">
      <ScrollTable label="Tasks" minWidth={520}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Task</Table.Th>
              <Table.Th>Assignee</Table.Th>
              <Table.Th>Due</Table.Th>
              <Table.Th>State</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {tasks.map((t) => (
              <Table.Tr key={t.taskID}>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{t.text}</Table.Td>
                <Table.Td>{t.assignee.name}</Table.Td>
                <Table.Td>{formatDate(t.dueDate)}</Table.Td>
                <Table.Td>
                  <Badge color={t.done ? 'teal' : 'gray'} variant="light">
                    {t.done ? `Done ${formatDate(t.completedOn)}` : 'Open'}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    </Section>
  );
}

const taskTypeName = (taskID: number): string => TrackingTaskTypes.find((t) => t.taskID === taskID)?.name ?? `Task ${taskID}`;

export function TrackingSection({ tracking }: { tracking: ProjectSnapshot['tracking'] }) {
  return (
    <Section title="Tracking" count={tracking.length} empty="No hours tracked then.">
      <ScrollTable label="Tracking" minWidth={440}>
        <Table striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Day</Table.Th>
              <Table.Th>Task type</Table.Th>
              <Table.Th>Who</Table.Th>
              <Table.Th>Hours</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {tracking.map((e) => (
              <Table.Tr key={`${e.taskID}|${e.user.userID}|${e.date}`}>
                <Table.Td>{formatDate(e.date)}</Table.Td>
                <Table.Td>{taskTypeName(e.taskID)}</Table.Td>
                <Table.Td>{e.user.name}</Table.Td>
                <Table.Td>{e.hours}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollTable>
    </Section>
  );
}
