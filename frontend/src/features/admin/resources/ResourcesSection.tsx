import { ActionIcon, Anchor, Badge, Button, Image, Stack, Table, Text, Tooltip } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPhoto, IconPlus, IconTrash } from '@tabler/icons-react';
import { ResourceStatus, type Resource } from '@wb/contracts';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { ClickableRow } from '../../../shared/ClickableRow';
import { SectionHeader } from '../../../shared/SectionHeader';
import { AdminTable } from '../table/AdminTable';
import { ResourceDialog } from './ResourceDialog';
import { useAdminResourcesQuery } from './resourcesApi';
import { resourceDeleteRequested, resourceDialogOpened, selectResourceDeleting, selectResourceDialog } from './resourcesSlice';

const columns = ['Image', 'Name', 'Source', 'Attribution', 'Copyright', 'Projects', 'Notes', 'Actions'];

const confirmDelete = (resource: Resource, onConfirm: () => void) =>
  modals.openConfirmModal({
    title: 'Delete resource',
    children: <Text size="sm">Delete {resource.name}? It stays listed as deleted and can no longer be changed.</Text>,
    labels: { confirm: 'Delete', cancel: 'Cancel' },
    confirmProps: { color: 'red.9', 'data-autofocus': true },
    onConfirm,
  });

/** The source as a short link: its host, the whole address on hover. */
function SourceLink({ link }: { link: string }) {
  let host = link;
  try {
    host = new URL(link).host;
  } catch {
    // An address the server took is a web address; show it as it is otherwise.
  }
  return (
    <Anchor href={link} target="_blank" rel="noopener noreferrer" size="sm" title={link}>
      {host}
    </Anchor>
  );
}

function ResourceRow({ resource }: { resource: Resource }) {
  const dispatch = useAppDispatch();
  const deleting = useAppSelector(selectResourceDeleting)[resource.resourceID] === true;
  const active = resource.status === ResourceStatus.Active;
  return (
    <ClickableRow label={`Edit ${resource.name}`} onOpen={() => dispatch(resourceDialogOpened({ resourceID: resource.resourceID, image: resource.data.image }))}>
      <Table.Td>
        {resource.data.image ? (
          <Image src={resource.data.image} alt="" h={40} w={56} fit="contain" radius="sm" bg="gray.1" />
        ) : (
          <IconPhoto size={22} color="var(--mantine-color-gray-5)" aria-label="No image" />
        )}
      </Table.Td>
      <Table.Td>
        <Stack gap={2} align="flex-start">
          <Text size="sm" fw={600}>
            {resource.name}
          </Text>
          {!active && (
            <Badge size="sm" color="gray" variant="light" tt="none">
              Deleted
            </Badge>
          )}
        </Stack>
      </Table.Td>
      <Table.Td>
        <SourceLink link={resource.data.link} />
      </Table.Td>
      <Table.Td>{resource.data.attribution}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{resource.data.copyright}</Table.Td>
      <Table.Td>{resource.projects.map((p) => p.name).join(', ')}</Table.Td>
      <Table.Td>
        <Text size="sm" lineClamp={2} maw={220}>
          {resource.data.notes}
        </Text>
      </Table.Td>
      <Table.Td>
        {active && (
          <Tooltip label="Delete">
            <ActionIcon
              variant="subtle"
              color="red.9"
              aria-label={`Delete ${resource.name}`}
              loading={deleting}
              onClick={() => confirmDelete(resource, () => dispatch(resourceDeleteRequested(resource.resourceID)))}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        )}
      </Table.Td>
    </ClickableRow>
  );
}

export function ResourcesSection() {
  const dispatch = useAppDispatch();
  const { data } = useAdminResourcesQuery({});
  const rows = data?.resources ?? [];
  const dialog = useAppSelector(selectResourceDialog);
  const editing = rows.find((r) => r.resourceID === dialog.resourceID) ?? null;

  return (
    <>
      <SectionHeader title="Resources">
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => dispatch(resourceDialogOpened({ resourceID: null, image: '' }))}>
          Add resource
        </Button>
      </SectionHeader>
      <AdminTable label="Resources" loaded={data !== undefined} columns={columns} rowCount={rows.length} minWidth={960} empty="No resources yet. Add the first one.">
        {rows.map((r) => (
          <ResourceRow key={r.resourceID} resource={r} />
        ))}
      </AdminTable>
      <ResourceDialog resource={editing} />
    </>
  );
}
