import { useState, type FormEvent } from 'react';
import { Button, Code, Divider, Group, Modal, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import type { GrantLevelName, UserGrants } from '@wb/contracts';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { buildGrant, subtypesOf, type GrantType } from './grantBuilder';
import { GrantPills } from './GrantPills';
import { useAdminUserGrantsQuery } from './permissionsApi';
import { grantAddRequested, grantDialogClosed, selectGrantDialog } from './permissionsSlice';

function GrantForm({ user }: { user: UserGrants }) {
  const dispatch = useAppDispatch();
  const { pending } = useAppSelector(selectGrantDialog);
  const [type, setType] = useState<GrantType>('content');
  const [subtype, setSubtype] = useState<string | null>('projects');
  const [level, setLevel] = useState<GrantLevelName>('edit');
  const grant = subtype ? buildGrant(type, subtype, level) : null;
  const alreadyHeld = grant !== null && user.permissions.includes(grant);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (grant && !alreadyHeld) dispatch(grantAddRequested({ userID: user.userID, grants: [grant] }));
  };

  return (
    <form onSubmit={submit}>
      <Stack>
        <div>
          <Text size="sm" fw={500} mb={4}>
            Current grants
          </Text>
          <GrantPills userID={user.userID} grants={user.permissions} name={user.fullName} />
        </div>
        <Divider label="Add a grant" labelPosition="left" />
        <div>
          <Text size="sm" fw={500} mb={4} id="grant-type-label">
            Type
          </Text>
          <SegmentedControl
            aria-labelledby="grant-type-label"
            value={type}
            data={[
              { value: 'content', label: 'Content' },
              { value: 'admin', label: 'Admin' },
            ]}
            onChange={(v) => {
              const next = v as GrantType;
              setType(next);
              setSubtype(subtypesOf(next)[0] ?? null);
            }}
          />
        </div>
        <Select label="Subtype" data={subtypesOf(type).map((s) => ({ value: s, label: s }))} value={subtype} onChange={setSubtype} allowDeselect={false} />
        {type === 'content' && (
          <div>
            <Text size="sm" fw={500} mb={4} id="grant-level-label">
              Level
            </Text>
            <SegmentedControl
              aria-labelledby="grant-level-label"
              value={level}
              data={[
                { value: 'view', label: 'View' },
                { value: 'edit', label: 'Edit' },
              ]}
              onChange={(v) => setLevel(v as GrantLevelName)}
            />
          </div>
        )}
        {grant && (
          <Text size="sm">
            Grant: <Code>{grant}</Code>
            {alreadyHeld && (
              <Text span c="dimmed">
                {' '}
                (already held)
              </Text>
            )}
          </Text>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={() => dispatch(grantDialogClosed())}>
            Close
          </Button>
          <Button type="submit" disabled={!grant || alreadyHeld} loading={pending}>
            Add grant
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function GrantDialog() {
  const dispatch = useAppDispatch();
  const { userID } = useAppSelector(selectGrantDialog);
  // The user as the table shows them, so the pills follow each grant added or revoked.
  const user = useAdminUserGrantsQuery({}).data?.users.find((u) => u.userID === userID) ?? null;
  return (
    <Modal opened={user !== null} onClose={() => dispatch(grantDialogClosed())} title={user ? `Grants of ${user.fullName}` : 'Grants'} size="md">
      {user && <GrantForm key={user.userID} user={user} />}
    </Modal>
  );
}
