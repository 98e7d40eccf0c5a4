// The project's hub (spec 000 section 2, spec 002 "File review screens"): the project header, the Layers
// panel with its files and upload boxes, the active file's viewer, and the comment panel of the file
// (…/comments) or of the project (fileID -1) when no file is open. A deep link to a comment opens the
// version it was made on, seeks to its frame and shows its drawing.
import { Box, Center, Grid, Loader, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLayoutSidebarLeftExpand } from '@tabler/icons-react';
import { skipToken } from '@reduxjs/toolkit/query';
import type { Project, ReviewFile } from '@wb/contracts';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { ProjectNotFound } from '../../shared/ProjectNotFound';
import { selectHasGrant } from '../auth/authSlice';
import { useActiveProject } from '../project/activeProject';
import { useDrawing } from '../review';
import { useFileCommentsQuery } from '../review/reviewApi';
import { CommentsColumn } from './CommentsColumn';
import { FileViewer } from './FileViewer';
import { filesPath } from './filesPath';
import { LayersPanel } from './LayersPanel';
import { ProjectHeader } from './ProjectHeader';
import { useProjectCommentCountsQuery, useProjectFilesQuery } from './projectFilesApi';
import { SvgSpellingErrors, SvgSpellingWatch } from './SvgSpelling';
import { findComment, hasOpenComments, markersOf, shownVersionOf } from './reviewState';

interface Props {
  /** The project as the address names it (id or name). */
  projectID: string;
  fileID: string | null;
  comments: boolean;
  commentID: string | null;
  version: number | null;
}

const go = (path: string) => {
  window.location.hash = path;
};

export function ProjectFilesPage(props: Props) {
  const { project, status } = useActiveProject();
  if (status === 'notFound') return <ProjectNotFound />;
  if (!project)
    return (
      <Center py={80}>
        <Loader aria-label="Loading project" />
      </Center>
    );
  return <FilesHub {...props} project={project} />;
}

function FilesHub({ projectID: openedAs, fileID, comments, commentID, version, project }: Props & { project: Project }) {
  const canEdit = useAppSelector(selectHasGrant('content.assets-edit'));
  const files = useProjectFilesQuery({ projectID: project.projectID });
  const counts = useProjectCommentCountsQuery({ projectID: project.projectID });
  const file: ReviewFile | null = files.data?.files.find((f) => f.fileID === fileID) ?? null;
  const threads = useFileCommentsQuery(file ? { projectID: project.projectID, fileID: file.fileID } : skipToken).data?.comments;
  const found = useMemo(() => findComment(threads ?? [], commentID), [threads, commentID]);
  const [showCurrent, setShowCurrent] = useState(false);
  const [playhead, setPlayhead] = useState<number | null>(null);
  // File and project comments draw at width 10, red, opacity 0.65 (spec 002 section 9).
  const drawing = useDrawing(true);
  const [misspelled, setMisspelled] = useState(false);
  useEffect(() => setShowCurrent(false), [commentID, fileID]);

  const shown = file ? shownVersionOf(file, version, found?.comment.fileVersion ?? null, showCurrent) : null;
  const markers = useMemo(() => markersOf(threads ?? []), [threads]);
  const seekFrame = found?.thread.timestamp ?? null;
  const seek = useMemo(() => (found && seekFrame !== null ? { frame: seekFrame, key: found.comment.commentID } : null), [found, seekFrame]);
  const select = useCallback(
    (id: string | null) => {
      if (fileID === null) return;
      // Choosing the comment already in the address changes no address, so nothing else would bring
      // back the version it was made on after "See the current version".
      if (id === commentID) setShowCurrent(false);
      go(filesPath(openedAs, { fileID, comments: true, commentID: id }));
    },
    [openedAs, fileID, commentID],
  );

  const commentsShown = fileID === null || comments;
  return (
    <Box>
      {file?.type === 'svg' && shown && <SvgSpellingWatch url={shown.url} onUnsaved={setMisspelled} />}
      <ProjectHeader
        projectID={openedAs}
        projectName={project.name}
        fileID={file?.fileID ?? fileID}
        fileName={file?.name ?? null}
        commentsOpen={comments}
        hasOpenComments={hasOpenComments(counts.data?.files, fileID) || (file?.type === 'svg' && misspelled)}
      />
      <Grid columns={24} gap="md" p="md" m={0}>
        {/* On a phone the open file comes first, the Layers panel after it. */}
        <Grid.Col span={{ base: 24, sm: 8, lg: 5 }} order={{ base: file ? 2 : 1, sm: 1 }}>
          <Paper withBorder radius="md">
            {files.isLoading ? (
              <Center p="lg">
                <Loader size="sm" aria-label="Loading files" />
              </Center>
            ) : (
              <LayersPanel projectID={project.projectID} openedAs={openedAs} files={files.data?.files ?? []} activeFileID={fileID} canEdit={canEdit} />
            )}
          </Paper>
        </Grid.Col>
        <Grid.Col span={{ base: 24, sm: 16, lg: commentsShown ? 12 : 19 }} order={{ base: file ? 1 : 2, sm: 2 }}>
          <Box component="main" aria-label={file ? file.name : 'Files'}>
            {file && shown ? (
              <FileViewer
                file={file}
                shown={shown}
                onShowCurrent={() => (shown.madeOn !== null ? setShowCurrent(true) : go(filesPath(openedAs, { fileID: file.fileID, comments, commentID })))}
                showsCommentVersion={shown.madeOn !== null}
                markers={markers}
                selectedCommentID={found?.thread.commentID ?? null}
                shapes={found?.comment.annotations ?? []}
                drawing={comments ? drawing : undefined}
                seek={seek}
                onMarker={(id) => select(id)}
                onFrame={setPlayhead}
              />
            ) : (
              <NoFileOpen missing={fileID !== null && !files.isLoading} />
            )}
          </Box>
        </Grid.Col>
        {commentsShown && (
          <Grid.Col span={{ base: 24, lg: 7 }} order={3}>
            <Stack gap="md">
              <CommentsColumn projectID={project.projectID} file={file} playhead={file?.type === 'video' ? playhead : null} selectedCommentID={commentID} onSelect={select} drawing={drawing} />
              {file?.type === 'svg' && shown && (
                <Paper withBorder radius="md" p="sm">
                  <SvgSpellingErrors url={shown.url} />
                </Paper>
              )}
            </Stack>
          </Grid.Col>
        )}
      </Grid>
    </Box>
  );
}

function NoFileOpen({ missing }: { missing: boolean }) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="xs" ta="center" py="xl">
        <ThemeIcon variant="light" radius="xl" size={48} color="indigo">
          <IconLayoutSidebarLeftExpand size={26} aria-hidden />
        </ThemeIcon>
        <Title order={2} size="h4">
          {missing ? 'File not found' : 'Choose a file to review'}
        </Title>
        <Text c="gray.7" size="sm" maw={420}>
          {missing
            ? 'This project has no file with that id: it may have been deleted. Choose another one in the Layers panel.'
            : 'Open a file from the Layers panel, or upload svg, mp4, mov, avi, png, jpeg, jpg or gif files into its sections.'}
        </Text>
      </Stack>
    </Paper>
  );
}
