import { useState, type FormEvent } from 'react';
import { Button, Group, Pill, Select, Stack, Text, TextInput } from '@mantine/core';
import { Limits, RoleNames, type User } from '@wb/contracts';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { profileEditRequested, selectProfile } from './profileSlice';

/** The production roles held, each removable, and a choice among the roles not yet held (spec 000 section 5). */
export function Roles({ user }: { user: User }) {
  const dispatch = useAppDispatch();
  const { pending } = useAppSelector(selectProfile);
  const [role, setRole] = useState<string | null>(null);
  const offered = RoleNames.filter((r) => !user.data.roles.includes(r));
  const add = (e: FormEvent) => {
    e.preventDefault();
    if (!role) return;
    dispatch(profileEditRequested({ kind: 'addRole', role }));
    setRole(null);
  };
  return (
    <Stack>
      <Group gap="xs">
        {user.data.roles.length === 0 && (
          <Text size="sm" c="dimmed">
            No roles yet.
          </Text>
        )}
        {user.data.roles.map((r) => (
          <Pill
            key={r}
            size="md"
            withRemoveButton
            onRemove={() => dispatch(profileEditRequested({ kind: 'removeRole', role: r }))}
            removeButtonProps={{ 'aria-label': `Remove role ${r}`, 'aria-hidden': false, tabIndex: 0 }}
          >
            {r}
          </Pill>
        ))}
      </Group>
      {offered.length > 0 && (
        <form onSubmit={add}>
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <Select label="Add a role" placeholder="Choose a role" data={offered} value={role} onChange={setRole} flex={1} miw={0} />
            <Button type="submit" variant="light" disabled={!role} loading={pending === 'addRole'}>
              Add role
            </Button>
          </Group>
        </form>
      )}
    </Stack>
  );
}

/** A free-text list: each degree removable, a new one added with Enter or Add. */
export function Degrees({ user }: { user: User }) {
  const dispatch = useAppDispatch();
  const { pending } = useAppSelector(selectProfile);
  const [degree, setDegree] = useState('');
  const text = degree.trim();
  const known = user.data.degrees.includes(text);
  const add = (e: FormEvent) => {
    e.preventDefault();
    if (text === '' || known) return;
    dispatch(profileEditRequested({ kind: 'degrees', degrees: [...user.data.degrees, text] }));
    setDegree('');
  };
  return (
    <Stack>
      <Group gap="xs">
        {user.data.degrees.length === 0 && (
          <Text size="sm" c="dimmed">
            No degrees yet.
          </Text>
        )}
        {user.data.degrees.map((d) => (
          <Pill
            key={d}
            size="md"
            withRemoveButton
            onRemove={() => dispatch(profileEditRequested({ kind: 'removeDegree', degree: d }))}
            removeButtonProps={{ 'aria-label': `Remove degree ${d}`, 'aria-hidden': false, tabIndex: 0 }}
          >
            {d}
          </Pill>
        ))}
      </Group>
      <form onSubmit={add}>
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            label="Add a degree"
            placeholder="e.g. BA English"
            value={degree}
            maxLength={Limits.nameMaxLength}
            onChange={(e) => setDegree(e.currentTarget.value)}
            error={known ? 'Already in your list' : undefined}
            flex={1}
            miw={0}
          />
          <Button type="submit" variant="light" disabled={text === '' || known} loading={pending === 'degrees'}>
            Add degree
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
