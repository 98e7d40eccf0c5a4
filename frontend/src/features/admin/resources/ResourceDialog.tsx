import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, FileButton, Group, Image, Modal, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { CopyrightOptions, Limits, ResourceStatus, type Copyright, type Resource } from '@wb/contracts';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { ProjectPicker, type PickedProject } from './ProjectPicker';
import { resourceDialogClosed, resourceFieldEdited, resourceImagePicked, resourceImageRemoved, resourceSaveRequested, selectResourceDialog } from './resourcesSlice';

interface Draft {
  name: string;
  link: string;
  attribution: string;
  copyright: string;
  notes: string;
  projects: PickedProject[];
}

const draftOf = (r: Resource | null): Draft => ({
  name: r?.name ?? '',
  link: r?.data.link ?? '',
  attribution: r?.data.attribution ?? '',
  copyright: r?.data.copyright ?? '',
  notes: r?.data.notes ?? '',
  projects: r?.projects ?? [],
});

/** Add resource, or the row's resource to edit; name, source link and copyright are required (the server says so). */
export function ResourceDialog({ resource }: { resource: Resource | null }) {
  const dispatch = useAppDispatch();
  const dialog = useAppSelector(selectResourceDialog);
  const [draft, setDraft] = useState<Draft>(() => draftOf(resource));
  const deleted = resource?.status === ResourceStatus.Deleted;
  // A new dialog starts from the row it opens (or empty).
  useEffect(() => {
    if (dialog.open) setDraft(draftOf(resource));
  }, [dialog.open, resource?.resourceID]);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    dispatch(resourceFieldEdited(key === 'name' ? 'name' : `data.${key}`));
  };
  const flag = (field: string) => dialog.fieldErrors[field];

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (dialog.pending || dialog.uploading || deleted) return;
    const kept = new Set(draft.projects.map((p) => p.projectID));
    dispatch(
      resourceSaveRequested({
        ...(resource ? { resourceID: resource.resourceID } : {}),
        name: draft.name,
        data: {
          attribution: draft.attribution,
          copyright: draft.copyright as Copyright | '',
          link: draft.link,
          notes: draft.notes,
          projects: [...kept],
          image: dialog.image,
        },
        projectsToRemove: (resource?.data.projects ?? []).filter((p) => !kept.has(p)),
      }),
    );
  };

  return (
    <Modal opened={dialog.open} onClose={() => dispatch(resourceDialogClosed())} title={resource ? 'Edit resource' : 'Add resource'} size="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {deleted && <Alert color="gray">This resource was deleted; it can no longer be changed.</Alert>}
          {dialog.error && (
            <Alert color="red" role="alert">
              {dialog.error}
            </Alert>
          )}
          <TextInput
            label="Name"
            required
            data-autofocus
            value={draft.name}
            maxLength={Limits.nameMaxLength}
            error={flag('name')}
            disabled={deleted}
            onChange={(e) => set('name', e.currentTarget.value)}
          />
          <TextInput
            label="Source link"
            required
            placeholder="https://"
            value={draft.link}
            maxLength={2000}
            error={flag('data.link')}
            disabled={deleted}
            onChange={(e) => set('link', e.currentTarget.value)}
          />
          <Group grow align="flex-start">
            <TextInput
              label="Attribution"
              value={draft.attribution}
              maxLength={Limits.nameMaxLength}
              error={flag('data.attribution')}
              disabled={deleted}
              onChange={(e) => set('attribution', e.currentTarget.value)}
            />
            <Select
              label="Copyright"
              required
              data={[...CopyrightOptions]}
              value={draft.copyright || null}
              error={flag('data.copyright')}
              disabled={deleted}
              onChange={(v) => set('copyright', v ?? '')}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
          </Group>
          {!deleted && <ProjectPicker value={draft.projects} onChange={(p) => set('projects', p)} />}
          <Textarea
            label="Notes"
            autosize
            minRows={2}
            maxRows={6}
            value={draft.notes}
            maxLength={Limits.textMaxLength}
            error={flag('data.notes')}
            disabled={deleted}
            onChange={(e) => set('notes', e.currentTarget.value)}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              Image
            </Text>
            <Group align="center">
              {dialog.image ? (
                <Image src={dialog.image} alt="Resource image" h={72} w={96} fit="contain" radius="sm" bg="gray.1" />
              ) : (
                <Text size="sm" c="dimmed">
                  No image (jpeg, jpg or png)
                </Text>
              )}
              {!deleted && (
                <FileButton accept="image/png,image/jpeg,.png,.jpg,.jpeg" onChange={(file) => file && dispatch(resourceImagePicked(file))}>
                  {(props) => (
                    <Button {...props} variant="default" size="xs" loading={dialog.uploading}>
                      {dialog.image ? 'Replace image' : 'Upload image'}
                    </Button>
                  )}
                </FileButton>
              )}
              {dialog.image && !deleted && (
                <Button variant="subtle" color="gray" size="xs" onClick={() => dispatch(resourceImageRemoved())}>
                  Remove
                </Button>
              )}
            </Group>
            {flag('data.image') && (
              <Text size="xs" c="red">
                {flag('data.image')}
              </Text>
            )}
          </Stack>
          <Group justify="flex-end" mt="xs">
            <Button variant="default" onClick={() => dispatch(resourceDialogClosed())}>
              Cancel
            </Button>
            <Button type="submit" loading={dialog.pending} disabled={deleted || dialog.uploading}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
