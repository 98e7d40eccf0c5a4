import { Anchor, Group, SegmentedControl, Title } from '@mantine/core';
import { useAppDispatch } from '../../app/hooks';
import { HistoryButton } from '../history/HistoryLinks';
import { kitStateChanged } from './assetsSlice';
import { ALL_KITS, kitPath } from './assetsRoute';

/** The kit's name with the way back to the kit grid, and the switch between its screens. */
export function KitHeader({ kit, name, view }: { kit: string; name: string; view: 'standard' | 'list' | 'settings' }) {
  const dispatch = useAppDispatch();
  const views = [
    { value: 'standard', label: 'Standard' },
    { value: 'list', label: 'List' },
  ];
  if (kit !== ALL_KITS) views.push({ value: 'settings', label: 'Settings' });
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <div>
        <Anchor href="#/assets" size="sm">
          ‹ All kits
        </Anchor>
        <Title order={2} fz={{ base: 'h3', sm: 'h2' }}>
          {name || ' '}
        </Title>
        {kit !== ALL_KITS && <HistoryButton entityType="kit" entityID={kit} name={name} variant="subtle" mt={4} />}
      </div>
      <SegmentedControl aria-label="Kit view" size="xs" data={views} value={view} onChange={(v) => dispatch(kitStateChanged({ path: kitPath(kit, v as 'standard' | 'list' | 'settings') }))} />
    </Group>
  );
}
