import { Button, ColorSwatch, Group, Table, Text } from '@mantine/core';
import { IconTagPlus } from '@tabler/icons-react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { ClickableRow } from '../../../shared/ClickableRow';
import { SectionHeader } from '../../../shared/SectionHeader';
import { AdminTable, ShortID } from '../table/AdminTable';
import { colorName, swatchColor } from './labelColors';
import { LabelDialog } from './LabelDialog';
import { useAdminSceneLabelsQuery } from './labelsApi';
import { labelDialogOpened, selectLabelDialog } from './labelsSlice';

const columns = ['Label ID', 'Name', 'Colour'];

export function LabelsSection() {
  const dispatch = useAppDispatch();
  const { data } = useAdminSceneLabelsQuery({});
  const rows = data?.labels ?? [];
  const dialog = useAppSelector(selectLabelDialog);
  const editing = rows.find((l) => l.labelID === dialog.labelID) ?? null;

  return (
    <>
      <SectionHeader title="Labels">
        <Button leftSection={<IconTagPlus size={18} aria-hidden />} onClick={() => dispatch(labelDialogOpened(null))}>
          Add label
        </Button>
      </SectionHeader>
      <AdminTable label="Scene labels" loaded={data !== undefined} columns={columns} rowCount={rows.length} minWidth={480} empty="No labels yet. Add the first one.">
        {rows.map((l) => (
          <ClickableRow key={l.labelID} label={`Edit label ${l.name}`} onOpen={() => dispatch(labelDialogOpened(l.labelID))}>
            <Table.Td>
              <ShortID id={l.labelID} />
            </Table.Td>
            <Table.Td fw={600}>{l.name}</Table.Td>
            <Table.Td>
              <Group gap={8} wrap="nowrap">
                <ColorSwatch color={swatchColor[l.data.color]} size={18} aria-hidden />
                <Text size="sm">{colorName(l.data.color)}</Text>
              </Group>
            </Table.Td>
          </ClickableRow>
        ))}
      </AdminTable>
      <LabelDialog label={editing} />
    </>
  );
}
