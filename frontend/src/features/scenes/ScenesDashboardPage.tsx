// The scenes dashboard of a project (spec 002, Scenes dashboard): the project's scene cards with the
// toolbar, selection, the drop area and the import dialogs.
import { useEffect } from 'react';
import { ProjectNotFound } from '../../shared/ProjectNotFound';
import { Alert, Anchor, Box, Breadcrumbs, Button, Card, Center, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMovieOff } from '@tabler/icons-react';
import { Calls, Messages } from '@wb/contracts';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { stashFiles } from '../assets/fileStash';
import { SceneExportDialog } from '../exports/SceneExportDialog';
import { selectMayCall } from '../auth/selectMayCall';
import { useActiveProject } from '../project/activeProject';
import { DashboardToolbar } from './DashboardToolbar';
import { DropArea } from './DropArea';
import { ImportDialog } from './ImportDialog';
import { SCENE_CARD_WIDTH, SceneCard } from './SceneCard';
import { useProjectScenesQuery, useSceneLabelsQuery } from './scenesApi';
import { scenesListed, selectImportRun, selectionCleared, svgFilesChosen } from './scenesSlice';
import { UpdateScenesDialog } from './UpdateScenesDialog';

const grid = { display: 'grid', gridTemplateColumns: `repeat(auto-fill, ${SCENE_CARD_WIDTH}px)`, gap: 'var(--mantine-spacing-md)' } as const;

function CardSkeletons() {
  return (
    <Box style={grid} aria-busy="true" aria-label="Loading scenes">
      {[0, 1, 2, 3].map((i) => (
        <Card key={i} withBorder radius="md" padding={0} w={SCENE_CARD_WIDTH}>
          <Skeleton h={169} radius={0} />
          <Stack gap={8} p="sm">
            <Skeleton h={14} w="70%" />
            <Skeleton h={12} w="40%" />
          </Stack>
        </Card>
      ))}
    </Box>
  );
}

function Scenes({ projectID, projectName }: { projectID: string; projectName: string }) {
  const dispatch = useAppDispatch();
  const scenesQuery = useProjectScenesQuery({ projectID });
  const labelsQuery = useSceneLabelsQuery(undefined);
  const importing = useAppSelector(selectImportRun) !== null;
  const mayImport = useAppSelector(selectMayCall(Calls.scene.importScene));
  const scenes = scenesQuery.data?.scenes;
  const sceneIDs = scenes?.map((s) => s.sceneID) ?? [];
  // Scene ids have no commas: the joined ids change exactly when the listed scenes do.
  const idsKey = scenes ? sceneIDs.join(',') : null;
  useEffect(() => {
    if (idsKey !== null) dispatch(scenesListed(idsKey === '' ? [] : idsKey.split(',')));
  }, [dispatch, idsKey]);
  const exportsOf = new Map(scenesQuery.data?.exports.map((e) => [e.sceneID, e.exports]) ?? []);
  const labels = labelsQuery.data?.labels ?? [];
  const onFiles = (files: File[]) => {
    if (files.length > 0) dispatch(svgFilesChosen({ projectID, filesToken: stashFiles(files) }));
  };

  return (
    <Stack gap="md">
      <DashboardToolbar projectID={projectID} projectName={projectName} sceneIDs={sceneIDs} />
      {labelsQuery.isError && (
        <Alert color="yellow" role="alert">
          The scene labels could not be loaded; the cards show without them.
        </Alert>
      )}
      <DropArea onFiles={onFiles} disabled={importing || !mayImport}>
        {scenesQuery.isLoading && <CardSkeletons />}
        {scenesQuery.isError && !scenes && (
          <Alert color="red" role="alert" title="The scenes could not be loaded">
            Check your connection and try again.
            <Button size="xs" variant="light" color="red" ml="sm" onClick={() => void scenesQuery.refetch()}>
              Try again
            </Button>
          </Alert>
        )}
        {scenes && scenes.length === 0 && (
          <Center py={80}>
            <Stack align="center" gap="xs" ta="center">
              <ThemeIcon size={64} radius="xl" variant="light" color="indigo">
                <IconMovieOff size={34} aria-hidden />
              </ThemeIcon>
              <Text fw={600} size="lg" role="status">
                {Messages.noScenes}
              </Text>
              <Text c="dimmed" size="sm" maw={380}>
                Make a New scene, Import SVG drawings with Scene and Animation groups, or drop .svg files here.
              </Text>
            </Stack>
          </Center>
        )}
        {scenes && scenes.length > 0 && (
          <Box style={grid} aria-label="Scenes of this project" role="list">
            {scenes.map((scene) => (
              <Box role="listitem" key={scene.sceneID}>
                <SceneCard scene={scene} labels={labels} exports={exportsOf.get(scene.sceneID) ?? []} />
              </Box>
            ))}
          </Box>
        )}
      </DropArea>
    </Stack>
  );
}

export function ScenesDashboardPage({ projectID }: { projectID: string }) {
  const dispatch = useAppDispatch();
  const { project, status } = useActiveProject();
  // A selection belongs to the project it was made in.
  useEffect(() => {
    dispatch(selectionCleared());
  }, [dispatch, projectID]);
  if (status === 'notFound') return <ProjectNotFound />;
  // The address may name the project by id or by name: the calls take the id the project answered with.
  const loaded = project && (project.projectID === projectID || project.name === projectID) ? project : null;
  return (
    <Box component="section" p={{ base: 'md', sm: 'lg' }} aria-labelledby="scenes-title">
      <Stack gap="md">
        <div>
          <Breadcrumbs separator="/" fz="sm">
            {loaded ? <Anchor href={`#/project/${encodeURIComponent(loaded.projectID)}`}>{loaded.name}</Anchor> : <Skeleton h={14} w={120} />}
            <Text size="sm" c="dimmed">
              Scenes
            </Text>
          </Breadcrumbs>
          <Title order={1} size="h2" id="scenes-title" mt={4}>
            {loaded ? `${loaded.name}: scenes` : 'Scenes'}
          </Title>
        </div>
        {loaded ? <Scenes projectID={loaded.projectID} projectName={loaded.name} /> : <CardSkeletons />}
      </Stack>
      <UpdateScenesDialog />
      <ImportDialog />
      <SceneExportDialog />
    </Box>
  );
}
