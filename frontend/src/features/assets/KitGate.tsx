// A numeric kit is looked up before its screen asks for anything else: a kit that does not exist
// sends the person back to /assets (spec 001 section 2) after one 'not found' message, not one per list.
import { useEffect, type ReactNode } from 'react';
import { Group, Loader, Text } from '@mantine/core';
import { Messages } from '@wb/contracts';
import { useAppDispatch } from '../../app/hooks';
import { useKitQuery } from './assetsApi';
import { kitStateChanged } from './assetsSlice';
import { ALL_KITS } from './assetsRoute';

export function KitGate({ kit, children }: { kit: string; children: ReactNode }) {
  const dispatch = useAppDispatch();
  const isAll = kit === ALL_KITS;
  const { data, error } = useKitQuery({ kitID: kit }, { skip: isAll });
  const gone = !!error && 'status' in error && [400, 403, 404].includes(Number(error.status));
  useEffect(() => {
    if (gone) dispatch(kitStateChanged({ path: '/assets' }));
  }, [gone, dispatch]);
  if (isAll || data) return children;
  if (error)
    return gone ? null : (
      <Text p="md" c="red">
        The kit could not be loaded.
      </Text>
    );
  return (
    <Group gap="xs" p="md">
      <Loader size="sm" />
      <Text>{Messages.loadingText}</Text>
    </Group>
  );
}
