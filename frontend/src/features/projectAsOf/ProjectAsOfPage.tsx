// The whole project, read-only, as it was at a moment (issue 21): /project/{projectID}/asOf?at=<ISO> or
// ?position=<history position>; a second moment compares the two. The server decides who may see it
// (admins and the project's members) and the page says so when refused.
import { Alert, Center, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { Messages } from '@wb/contracts';
import { useState } from 'react';
import { ProjectNotFound } from '../../shared/ProjectNotFound';
import { asOfPath, type AsOfMomentChoice } from './asOfPath';
import { CardSection } from './CardSection';
import { Comparison } from './Comparison';
import { CutLine } from './CutLine';
import { CommentsSection, FilesSection } from './FilesAndComments';
import { ComparePicker, MomentPicker } from './MomentPicker';
import { useProjectAsOfQuery } from './projectAsOfApi';
import { ScenesSection } from './ScenesSection';
import { TasksSection, TrackingSection } from './TasksAndTracking';

const statusOf = (error: unknown): unknown => (typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined);

function Refused({ error }: { error: unknown }) {
  const status = statusOf(error);
  if (status === 404) return <ProjectNotFound />;
  return (
    <Alert color={status === 403 ? 'yellow' : 'red'} title={status === 403 ? 'Not yours to see' : 'Something happened'}>
      {status === 403 ? Messages.asOfNotAllowed : 'The project could not be read as it was. Try again in a moment.'}
    </Alert>
  );
}

export function ProjectAsOfPage({ projectID, moment }: { projectID: string; moment: AsOfMomentChoice }) {
  const { data, error, isLoading, isFetching } = useProjectAsOfQuery({ projectID, ...moment });
  const [compareWith, setCompareWith] = useState<AsOfMomentChoice | null>(null);
  const go = (next: AsOfMomentChoice) => {
    window.location.hash = asOfPath(projectID, next);
  };
  return (
    <Container size="lg" py="lg" px={{ base: 'xs', sm: 'md' }}>
      <Stack gap="md">
        <div>
          <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
            Project as it was
          </Title>
          <Text c="gray.7" size="sm">
            Read-only: the whole project at one moment of its history. <a href={`#/projectContents/${encodeURIComponent(projectID)}`}>Back to the project</a>
          </Text>
        </div>
        <Paper withBorder radius="md" p="md">
          <Group align="end" justify="space-between" gap="md" wrap="wrap">
            <MomentPicker moment={moment} onChange={go} />
            <ComparePicker moment={compareWith} onChange={setCompareWith} />
          </Group>
          {data && (
            <Group mt="xs" gap="xs">
              <CutLine cut={data.cut} />
              {isFetching && <Loader size="xs" role="status" aria-label="Loading" />}
            </Group>
          )}
        </Paper>
        {compareWith && <Comparison projectID={projectID} from={moment} to={compareWith} />}
        {isLoading && (
          <Center py="xl">
            <Loader role="status" aria-label="Loading the project" />
          </Center>
        )}
        {error !== undefined && <Refused error={error} />}
        {data && (
          <>
            <CardSection snapshot={data.snapshot} />
            <FilesSection files={data.snapshot.files} />
            <ScenesSection scenes={data.snapshot.scenes} />
            <CommentsSection snapshot={data.snapshot} />
            <TasksSection tasks={data.snapshot.tasks} />
            <TrackingSection tracking={data.snapshot.tracking} />
          </>
        )}
      </Stack>
    </Container>
  );
}
