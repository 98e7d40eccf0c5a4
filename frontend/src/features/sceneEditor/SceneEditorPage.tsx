// The scene editor (spec 002, "Scene editor"): header, toolbar and stage between the left element
// panel and the right panel, the timeline below. Opening the page loads the scene; leaving it sends
// what is unsaved; closing the tab with unsaved changes asks first.
import { useCallback, useMemo, useState } from 'react';
import { Box, Button, Center, Loader, LoadingOverlay, Stack, Text } from '@mantine/core';
import { Messages, missingCharacters, Timeline as TimelineZoom } from '@wb/contracts';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { EditorHeader } from './layout/EditorHeader';
import { EditorToolbar } from './layout/EditorToolbar';
import { StaleDialog } from './layout/StaleDialog';
import { TestPlayerDialog } from './layout/TestPlayerDialog';
import { downloadScreenshot } from './layout/screenshot';
import { useEditorLifecycle } from './layout/useEditorLifecycle';
import { useEditorKeyboard } from './keys/useEditorKeyboard';
import { useActionRunner } from './actions/useActionRunner';
import { LeftPanel } from './left/LeftPanel';
import { editorErrorsOf } from './right/editorErrors';
import { RightPanel } from './right/RightPanel';
import { EditorStage } from './stage/EditorStage';
import {
  documentChanged,
  gestureEnded,
  keepMineChosen,
  notesEdited,
  playheadMoved,
  playToggled,
  sceneLoadRequested,
  selectEditor,
  selectIsDirty,
  selectionChanged,
  staleDialogDismissed,
} from './state/editorSlice';
import { VersionsDrawer } from './versions/VersionsDrawer';
import { useEditorScene } from './state/editorApi';
import { useSceneComments } from '../review';
import { LayersPanel, PropertiesPanel, Timeline, type PanelProps } from './panels';
import { markEditorReady } from './layout/editorReady';
import { CommentMarkers } from './review/CommentMarkers';
import { CommentMarkersToggle } from './review/CommentMarkersToggle';
import { useCommentMarkersVisible } from './review/commentMarkersSetting';
import { EditorReviewProvider } from './review/EditorReview';

/**
 * The side panels narrow under 1200 px so the stage keeps about 500 px at 1024 px, the narrowest window
 * the editor opens in (its route, routes.tsx, says so below it).
 */
const PANEL_WIDTHS = { left: { base: 240, lg: 300 }, right: { base: 280, lg: 340 } } as const;

/** Characters of a text the handwriting font has no glyph for, each once. */
const glyphsMissingIn = (text: string) => [...new Set(missingCharacters(text).map((m) => m.char))];

export function SceneEditorPage({ projectID, sceneID }: { projectID: string; sceneID: string }) {
  const dispatch = useAppDispatch();
  const editor = useAppSelector(selectEditor);
  const dirty = useAppSelector(selectIsDirty);
  const [versionsOpen, setVersionsOpen] = useState(false);
  const [testing, setTesting] = useState(false);
  const [timelineZoom, setTimelineZoom] = useState<number>(TimelineZoom.defaultZoom);
  const [markersVisible, setMarkersVisible] = useCommentMarkersVisible();
  useEditorLifecycle(sceneID, dirty || editor.save.status === 'saving');
  useEditorKeyboard();
  const actions = useActionRunner();

  const scene = useEditorScene();
  // The tab's badge counts the comments the markers show, so it follows a new or resolved comment at once.
  const comments = useSceneComments(sceneID);
  const openComments = useMemo(() => comments.filter((c) => !c.resolved).length, [comments]);
  const { document, selectedIds, time, load, problem, stale } = editor;
  const errors = useMemo(() => (document ? editorErrorsOf(document, problem, glyphsMissingIn) : []), [document, problem]);
  const onFirstFrame = useCallback(() => markEditorReady(), []);

  const current = editor.sceneID === sceneID ? load.status : 'notLoaded';
  if (current === 'failed') {
    return (
      <Center h="100vh">
        <Stack align="center">
          <Text>{load.error ?? Messages.sceneNotFound}</Text>
          <Button onClick={() => dispatch(sceneLoadRequested(sceneID))}>Try again</Button>
          <Button variant="subtle" component="a" href={`#/project/${projectID}/editor/dashboard`}>
            Back to Scenes
          </Button>
        </Stack>
      </Center>
    );
  }

  const panel: PanelProps | null = document
    ? {
        document,
        selectedIds,
        time,
        onChange: (next, label, capture) => dispatch(documentChanged(next, label, capture)),
        onGestureEnd: () => dispatch(gestureEnded()),
        actions,
        onSelect: (ids) => dispatch(selectionChanged(ids)),
        onSeek: (t) => dispatch(playheadMoved(t)),
      }
    : null;

  return (
    <EditorReviewProvider>
      <Box h="100vh" pos="relative" style={{ display: 'flex', flexDirection: 'column', overflow: 'hidden' }}>
        <LoadingOverlay
          visible={current !== 'loaded'}
          zIndex={20}
          overlayProps={{ blur: 1 }}
          loaderProps={{
            children: (
              <Stack align="center" gap="xs">
                <Loader />
                <Text fw={500} role="status">
                  {Messages.loadingScene}
                </Text>
              </Stack>
            ),
          }}
        />
        <EditorHeader projectID={projectID} onOpenVersions={() => setVersionsOpen(true)} />
        <EditorToolbar onTest={() => setTesting(true)} onScreenshot={() => downloadScreenshot(scene?.data.name ?? 'scene', time)} />
        <Box style={{ display: 'flex', flex: 1, minHeight: 0 }}>
          <Box component="aside" aria-label="Elements" w={PANEL_WIDTHS.left} style={{ flex: 'none', borderRight: '1px solid var(--mantine-color-gray-3)', background: 'white' }}>
            {panel && <LeftPanel {...panel} layers={<LayersPanel {...panel} />} />}
          </Box>
          <Box component="main" style={{ flex: 1, minWidth: 0, display: 'flex' }}>
            <EditorStage onFirstFrame={onFirstFrame} />
          </Box>
          <Box component="aside" aria-label="Properties and notes" w={PANEL_WIDTHS.right} style={{ flex: 'none', borderLeft: '1px solid var(--mantine-color-gray-3)', background: 'white' }}>
            <RightPanel
              properties={panel && <PropertiesPanel {...panel} />}
              notes={scene?.data.notes ?? ''}
              onNotesChange={(html) => dispatch(notesEdited(html))}
              openComments={openComments}
              errors={errors}
              onErrorChosen={(error) => error.elementID && dispatch(selectionChanged([error.elementID]))}
            />
          </Box>
        </Box>
        <Box component="section" h={220} style={{ borderTop: '1px solid var(--mantine-color-gray-3)', background: 'white' }}>
          {panel && (
            <Timeline
              {...panel}
              playing={editor.playing}
              onTogglePlay={() => dispatch(playToggled())}
              zoom={timelineZoom}
              onZoom={setTimelineZoom}
              extraControls={<CommentMarkersToggle visible={markersVisible} onChange={setMarkersVisible} />}
              rulerMarks={(zoom) => markersVisible && <CommentMarkers sceneID={sceneID} zoom={zoom} duration={panel.document.duration} onSeek={panel.onSeek} />}
            />
          )}
        </Box>
        <StaleDialog message={stale} onReload={() => dispatch(sceneLoadRequested(sceneID))} onKeepMine={() => dispatch(keepMineChosen())} onClose={() => dispatch(staleDialogDismissed())} />
        <VersionsDrawer sceneID={sceneID} currentVersion={editor.baseVersion} opened={versionsOpen} onClose={() => setVersionsOpen(false)} unsaved={dirty} />
        {testing && document && <TestPlayerDialog document={document} onClose={() => setTesting(false)} />}
      </Box>
    </EditorReviewProvider>
  );
}
