// /exporter?v=2: the chosen scenes in the order they were chosen, each played from its saved document
// with the scene player's drawing; the next scene's document is fetched while one plays, so the
// recording goes on without a wait between scenes. Read with the session, or with an access key
// (recorderSource.ts): the player is the same.
import { useMemo } from 'react';
import { Box, Text } from '@mantine/core';
import { RecorderMessages } from './messages';
import { NoticeText, RecorderLoading, RecorderNotice } from './RecorderNotice';
import { RecorderLayout } from './RecorderLayout';
import { inListOrder } from './recordList';
import { useRecordedDocument, useRecordedScenes, type RecordedScene, type RecorderSource } from './recorderSource';
import { SceneStage } from './SceneStage';
import { useRecorder, useRecorderQueue } from './useRecorder';

function SceneQueue({ scenes, autoplay, missing, source }: { scenes: readonly RecordedScene[]; autoplay: boolean; missing: number; source: RecorderSource }) {
  const queue = useRecorderQueue(scenes.length, autoplay);
  const [{ index }] = queue;
  const scene = scenes[index];
  const next = scenes[index + 1];
  const { document, isError } = useRecordedDocument(source, scene?.sceneID ?? null, next?.sceneID ?? null);
  // A document that cannot be read plays as an empty scene: passed over, said on the stage.
  const duration = isError ? 0 : document ? document.duration : null;
  const recorder = useRecorder(queue, duration);
  const stage = isError ? (
    <Box h="100%" style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Text c="gray.0">This scene could not be loaded.</Text>
    </Box>
  ) : (
    <SceneStage document={document} time={recorder.state.time} />
  );
  const note = missing > 0 ? RecorderMessages.someMissing(missing) : null;
  return <RecorderLayout recorder={recorder} name={scene?.name ?? ''} noun="scene" stage={stage} note={note} />;
}

export function SceneRecorder({ sceneIDs, autoplay, source }: { sceneIDs: readonly string[]; autoplay: boolean; source: RecorderSource }) {
  const { items, isError } = useRecordedScenes(source, sceneIDs);
  const scenes = useMemo(() => inListOrder(sceneIDs, items ?? [], (s) => s.sceneID), [sceneIDs, items]);
  if (isError)
    return (
      <RecorderNotice title="The scenes could not be loaded">
        <NoticeText>{RecorderMessages.nothingToPlay}</NoticeText>
      </RecorderNotice>
    );
  if (!items) return <RecorderLoading />;
  if (scenes.length === 0)
    return (
      <RecorderNotice title={RecorderMessages.noFiles}>
        <NoticeText>{RecorderMessages.nothingToPlay}</NoticeText>
      </RecorderNotice>
    );
  return <SceneQueue scenes={scenes} autoplay={autoplay} missing={sceneIDs.length - scenes.length} source={source} />;
}
