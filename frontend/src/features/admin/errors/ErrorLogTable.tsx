import { useState } from 'react';
import { Anchor, Code, Stack, Table, Text } from '@mantine/core';
import { ErrorLogLimits, type ErrorLogEntry } from '@wb/contracts';
import { AdminTable } from '../table/AdminTable';
import { useRecentErrorsQuery } from './errorLogApi';
import { entriesOf, scriptOf, shownMessage, stackOf, type ErrorSide } from './errorLogRows';

const columns = ['Source', 'User ID', 'Name', 'Script', 'Message', 'Date'];
const dateFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'medium' });

function Message({ entry }: { entry: ErrorLogEntry }) {
  const [open, setOpen] = useState(false);
  const message = shownMessage(entry.info.msg);
  const stack = stackOf(entry);
  return (
    <Stack gap={4} maw={520}>
      {message.kind === 'json' ? (
        <Code block data-message="json">
          {message.text}
        </Code>
      ) : (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {message.text}
        </Text>
      )}
      {stack !== null && (
        <>
          <Anchor component="button" type="button" size="xs" style={{ alignSelf: 'flex-start' }} onClick={() => setOpen((o) => !o)} aria-expanded={open}>
            {open ? 'Hide stack' : 'Show stack'}
          </Anchor>
          {open && (
            <Code block style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {stack}
            </Code>
          )}
        </>
      )}
    </Stack>
  );
}

function ErrorRow({ entry }: { entry: ErrorLogEntry }) {
  return (
    <Table.Tr data-error-id={entry.errorID}>
      <Table.Td>{entry.source}</Table.Td>
      <Table.Td>{entry.userID ?? '–'}</Table.Td>
      <Table.Td>{entry.userName ?? '–'}</Table.Td>
      <Table.Td>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }} maw={260}>
          {scriptOf(entry)}
        </Text>
      </Table.Td>
      <Table.Td>
        <Message entry={entry} />
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{dateFormat.format(new Date(entry.timestamp))}</Table.Td>
    </Table.Tr>
  );
}

/** Server or client errors of the last 10 days (spec 000 sections 2 and 9), newest first. */
export function ErrorLogTable({ side }: { side: ErrorSide }) {
  const { data } = useRecentErrorsQuery({ days: ErrorLogLimits.recentDays });
  const rows = entriesOf(data?.errors ?? [], side);
  return (
    <AdminTable label={side === 'server' ? 'Server errors' : 'Client errors'} loaded={data !== undefined} columns={columns} rowCount={rows.length} empty="No errors in the last 10 days" minWidth={900}>
      {rows.map((entry) => (
        <ErrorRow key={entry.errorID} entry={entry} />
      ))}
    </AdminTable>
  );
}
