import { Group, Pill, Text } from '@mantine/core';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { grantRevokeRequested, revokeKey, selectRevoking } from './permissionsSlice';

/** A user's grants, each a tag that revokes it when removed. */
export function GrantPills({ userID, grants, name }: { userID: number; grants: string[]; name: string }) {
  const dispatch = useAppDispatch();
  const revoking = useAppSelector(selectRevoking);
  if (grants.length === 0)
    return (
      <Text size="sm" c="dimmed">
        No grants
      </Text>
    );
  return (
    <Group gap={6}>
      {grants.map((g) => {
        const busy = revoking.includes(revokeKey(userID, g));
        return (
          <Pill
            key={g}
            withRemoveButton={!busy}
            data-grant={g}
            style={{ opacity: busy ? 0.5 : 1 }}
            onRemove={() => dispatch(grantRevokeRequested({ userID, grant: g }))}
            removeButtonProps={{ 'aria-label': `Revoke ${g} from ${name}` }}
          >
            {g}
          </Pill>
        );
      })}
    </Group>
  );
}
