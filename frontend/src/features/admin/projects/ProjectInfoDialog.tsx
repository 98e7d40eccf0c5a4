import { useState, type FormEvent } from 'react';
import { Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { Limits, type Project } from '@wb/contracts';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { formatDate } from '../../../shared/formatDate';
import { StatusBadge } from '../../../shared/StatusBadge';
import { useAdminProjects } from './adminProjectsQueries';
import { infoDialogClosed, renameRequested, selectProjectInfo } from './adminProjectsSlice';

/** Save is enabled only for a non-empty name that differs from the current one (spec 000 section 5). */
export const canRename = (original: string, draft: string): boolean => draft.trim() !== '' && draft.trim() !== original;

function Fact({ label, value }: { label: string; value: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </div>
  );
}

function ProjectInfo({ project }: { project: Project }) {
  const dispatch = useAppDispatch();
  const { renamePending } = useAppSelector(selectProjectInfo);
  const [name, setName] = useState(project.name);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (canRename(project.name, name)) dispatch(renameRequested({ projectID: project.projectID, name }));
  };
  return (
    <form onSubmit={submit}>
      <Stack>
        <SimpleGrid cols={2}>
          <Fact
            label="ID"
            value={
              <Text span size="xs" ff="monospace">
                {project.projectID}
              </Text>
            }
          />
          <Fact label="Status" value={<StatusBadge status={project.status} />} />
          <Fact label="Created" value={formatDate(project.createdOn)} />
          <Fact label="Last changed" value={formatDate(project.modified)} />
          <Fact label="Members" value={project.members.map((m) => `${m.givenName} ${m.familyName}`).join(', ') || 'None'} />
          <Fact label="Folders" value={project.groups.length} />
          <Fact label="Words" value={project.wordCount} />
          <Fact label="Comments" value={project.commentCount} />
        </SimpleGrid>
        <TextInput label="Project name" value={name} maxLength={Limits.nameMaxLength} onChange={(e) => setName(e.currentTarget.value)} />
        <Group justify="flex-end">
          <Button variant="default" onClick={() => dispatch(infoDialogClosed())}>
            Close
          </Button>
          <Button type="submit" disabled={!canRename(project.name, name)} loading={renamePending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

export function ProjectInfoDialog() {
  const dispatch = useAppDispatch();
  const { projectID } = useAppSelector(selectProjectInfo);
  const project = useAdminProjects().data?.projects.find((p) => p.projectID === projectID) ?? null;
  return (
    <Modal opened={project !== null} onClose={() => dispatch(infoDialogClosed())} title={project?.name ?? 'Project'} size="lg">
      {project && <ProjectInfo key={`${project.projectID}:${project.name}`} project={project} />}
    </Modal>
  );
}
