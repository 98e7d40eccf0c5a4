// /review/scene/{slug} and /review/project/{slug}: the public (and signed-in) review page of a link
// (spec 002, "Public and signed-in review screen"). Read-only: the scene list when the link shows
// more than one scene, the scene player with its comment markers, and the comments, whose selection
// seeks to the comment's time and shows its drawing over the scene.
import { useCallback, useMemo, useRef, useState } from 'react';
import { Box, Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { IconLinkOff } from '@tabler/icons-react';
import { Messages } from '@wb/contracts';
import { isQueryError } from '../../api/queryError';
import { BrandMark } from '../../shared/BrandMark';
import type { ScenePlayerHandle } from '../scenePlayer/ScenePlayer';
import type { PanelComment } from '../review';
import { PasscodePrompt } from './PasscodePrompt';
import { ReviewComments, panelThreads } from './ReviewComments';
import { ReviewPlayer } from './ReviewPlayer';
import { reviewDocument } from './reviewImages';
import { ScenePanel } from './ScenePanel';
import { useReviewSceneQuery, useReviewScenesQuery } from './publicReviewApi';
import { nameOfSlug, type ReviewKind } from './reviewPaths';

/** Below this width the scene list starts collapsed. */
const NARROW = 600;
/** Below this width the comments go under the player. */
const SIDE_BY_SIDE = 900;
const COMMENTS_WIDTH = 340;

function NotFound() {
  return (
    <Center py={80} px="md">
      <Paper withBorder radius="lg" p="xl" maw={480}>
        <Stack align="center" ta="center" gap="sm">
          <IconLinkOff size={40} aria-hidden />
          <Title order={1} size="h2">
            Review not found
          </Title>
          <Text>{Messages.reviewLinkNotFound} Ask the person who sent it for a new link.</Text>
        </Stack>
      </Paper>
    </Center>
  );
}

const codeOf = (error: unknown): string | null => (isQueryError(error) ? error.code : null);

export function ReviewPage({ kind, slug }: { kind: ReviewKind; slug: string }) {
  const [passcode, setPasscode] = useState<string | undefined>(undefined);
  const [chosenSceneID, setChosenSceneID] = useState<string | null>(null);
  // null: as the width suggests (collapsed on a narrow screen) until the visitor toggles it.
  const [collapsedChoice, setCollapsed] = useState<boolean | null>(null);
  const [selected, setSelected] = useState<PanelComment | null>(null);
  const player = useRef<ScenePlayerHandle>(null);
  const { ref: pageBox, width: pageWidth } = useElementSize();

  const scenesQuery = useReviewScenesQuery({ slug, ...(passcode === undefined ? {} : { passcode }) });
  const scenes = scenesQuery.currentData?.scenes ?? [];
  const activeID = chosenSceneID ?? scenes[0]?.sceneID ?? null;
  const sceneQuery = useReviewSceneQuery(
    { slug, ...(passcode === undefined ? {} : { passcode }), ...(activeID === null ? {} : { sceneID: activeID }) },
    { skip: !scenesQuery.currentData || activeID === null },
  );
  const scene = sceneQuery.currentData?.scene ?? null;
  const comments = useMemo(() => (scene ? panelThreads(scene.comments) : []), [scene]);
  // The pictures are read through the link: a visitor has no session for their own addresses.
  const sceneDocument = useMemo(() => (scene ? reviewDocument(scene.document, { slug, sceneID: scene.sceneID, grant: scene.imageGrant }) : null), [scene, slug]);
  const markers = useMemo(() => comments.flatMap((c) => (c.time === null ? [] : [{ id: c.commentID, time: c.time, text: c.text }])), [comments]);

  const selectComment = useCallback((comment: PanelComment | null) => {
    setSelected(comment);
    if (comment?.time !== null && comment?.time !== undefined) {
      player.current?.pause();
      player.current?.seek(comment.time);
    }
  }, []);
  const chooseMarker = useCallback((commentID: string) => selectComment(comments.find((c) => c.commentID === commentID) ?? null), [comments, selectComment]);
  const chooseScene = (sceneID: string) => {
    // Changing scene clears the drawing (spec 002 section 4).
    setSelected(null);
    setChosenSceneID(sceneID);
  };

  const error = scenesQuery.error ?? sceneQuery.error;
  const needsPasscode = codeOf(scenesQuery.error) === 'passcodeRequired' || (passcode !== undefined && codeOf(scenesQuery.error) === 'notFound');
  const loading = !error && (!scenesQuery.currentData || (activeID !== null && !scene));
  const sideBySide = pageWidth >= SIDE_BY_SIDE;
  const collapsed = collapsedChoice ?? (pageWidth > 0 && pageWidth < NARROW);
  // A project's page is titled with the project's name (from its address); a scene's with the scene's.
  const title = kind === 'project' ? nameOfSlug(slug) || 'Project review' : (scene?.name ?? (nameOfSlug(slug) || 'Scene review'));

  return (
    <Box component="main" mih="100vh" bg="gray.0" ref={pageBox} style={{ display: 'flex', flexDirection: 'column' }}>
      <Group component="header" px={{ base: 'sm', sm: 'lg' }} py="sm" bg="white" gap="md" wrap="wrap" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <BrandMark size="md" />
        <Title order={1} size="h4" style={{ flex: '1 1 160px', minWidth: 0, overflowWrap: 'anywhere' }}>
          {needsPasscode ? 'Review' : title}
        </Title>
        <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }} visibleFrom="sm">
          Read-only review
        </Text>
      </Group>
      {needsPasscode && <PasscodePrompt failed={passcode !== undefined} onSubmit={setPasscode} />}
      {!needsPasscode && error && <NotFound />}
      {!needsPasscode && !error && loading && (
        <Center py={80}>
          <Loader aria-label={Messages.loadingText} />
        </Center>
      )}
      {!needsPasscode && !error && !loading && scene && (
        <Box style={{ display: 'flex', flex: 1, minHeight: 0 }}>
          {scenes.length > 1 && <ScenePanel scenes={scenes} activeID={activeID} collapsed={collapsed} onToggle={() => setCollapsed(!collapsed)} onSelect={chooseScene} />}
          <Box p={{ base: 'xs', sm: 'md' }} style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: sideBySide ? 'row' : 'column', gap: 16, alignItems: 'flex-start' }}>
            <Box style={{ flex: sideBySide ? 1 : 'none', minWidth: 0, width: sideBySide ? undefined : '100%' }}>
              {kind === 'project' && (
                <Title order={2} size="h4" mb="xs">
                  {scene.name}
                </Title>
              )}
              <ReviewPlayer
                key={scene.sceneID}
                ref={player}
                name={scene.name}
                sceneID={scene.sceneID}
                document={sceneDocument}
                markers={markers}
                selectedMarkerID={selected?.commentID ?? null}
                onMarker={chooseMarker}
                shown={selected?.shapes ?? []}
                height={sideBySide ? 560 : pageWidth < NARROW ? 260 : 380}
              />
            </Box>
            <Box w={sideBySide ? COMMENTS_WIDTH : '100%'} style={{ flexShrink: 0 }}>
              <ReviewComments sceneID={scene.sceneID} comments={comments} selectedID={selected?.commentID ?? null} onSelect={selectComment} />
            </Box>
          </Box>
        </Box>
      )}
    </Box>
  );
}
