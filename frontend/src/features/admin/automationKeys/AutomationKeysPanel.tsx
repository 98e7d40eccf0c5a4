// The automation keys (spec 002 sections 2 and 6): keys that open the exporter pages (?key=) to a
// browser that is not signed in. Each is listed with what it opens and until when; a new one is
// shown once, when it is made; any can be revoked.
import { Badge, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconKey } from '@tabler/icons-react';
import type { AutomationKey } from '@wb/contracts';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { formatDate } from '../../../shared/formatDate';
import { AdminTable } from '../table/AdminTable';
import { useAutomationKeysQuery } from './automationKeysApi';
import { keyDialogOpened, keyRevokeRequested, selectRevoking } from './automationKeysSlice';
import { keyStatus, keyStatusColor } from './keyStatus';
import { NewKeyDialog } from './NewKeyDialog';
import { scopeShortLabel } from './scopeLabels';

const COLUMNS = ['Name', 'Opens', 'Made on', 'Made by', 'Expires on', 'Status', ''];

const confirmRevoke = (key: AutomationKey, onConfirm: () => void) =>
  modals.openConfirmModal({
    title: 'Revoke key',
    children: <Text size="sm">Revoke {key.name}? Pages opened with it stop working at once.</Text>,
    labels: { confirm: 'Revoke', cancel: 'Cancel' },
    confirmProps: { color: 'red.9', 'data-autofocus': true },
    onConfirm,
  });

function KeyRow({ automationKey: key, now }: { automationKey: AutomationKey; now: number }) {
  const dispatch = useAppDispatch();
  const revoking = useAppSelector(selectRevoking).includes(key.keyID);
  const status = keyStatus(key, now);
  return (
    <Table.Tr data-key-row={key.name}>
      <Table.Td fw={600} maw={240} style={{ overflowWrap: 'anywhere' }}>
        {key.name}
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          {key.scopes.map((s) => (
            <Badge key={s} variant="outline" color="indigo">
              {scopeShortLabel[s]}
            </Badge>
          ))}
        </Group>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }} title={key.createdOn}>
        {formatDate(key.createdOn)}
      </Table.Td>
      <Table.Td>{key.createdBy || 'Unknown'}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }} title={key.expiresOn}>
        {formatDate(key.expiresOn)}
      </Table.Td>
      <Table.Td>
        <Badge color={keyStatusColor[status]} variant="light" title={key.revokedOn ?? undefined}>
          {status}
        </Badge>
      </Table.Td>
      <Table.Td>
        {status === 'Active' && (
          <Button size="xs" variant="subtle" color="red" c="red.9" loading={revoking} onClick={() => confirmRevoke(key, () => dispatch(keyRevokeRequested({ keyID: key.keyID, name: key.name })))}>
            Revoke
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}

export function AutomationKeysPanel() {
  const dispatch = useAppDispatch();
  const { data, isError, fulfilledTimeStamp } = useAutomationKeysQuery({});
  const keys = data?.keys ?? [];
  // Expired is judged at the answer's time, so the table does not change under the reader.
  const now = fulfilledTimeStamp ?? 0;
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <div>
          <Title order={3}>Automation keys</Title>
          <Text size="sm" c="gray.7">
            A key opens the exporter pages (with ?key=) to a browser that is not signed in.
          </Text>
        </div>
        <Button leftSection={<IconKey size={16} aria-hidden />} onClick={() => dispatch(keyDialogOpened())}>
          New key
        </Button>
      </Group>
      {isError ? (
        <Text c="red" role="alert">
          Something happened
        </Text>
      ) : (
        <AdminTable label="Automation keys" loaded={data !== undefined} columns={COLUMNS} rowCount={keys.length} minWidth={860} empty="No keys yet.">
          {keys.map((k) => (
            <KeyRow key={k.keyID} automationKey={k} now={now} />
          ))}
        </AdminTable>
      )}
      <NewKeyDialog />
    </Stack>
  );
}
