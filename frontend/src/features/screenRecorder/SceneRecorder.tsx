// /exporter?v=2: the chosen scenes in the order they were chosen, each played from its saved document
// with the scene player's drawing; the next scene's document is fetched while one plays, so the
// recording goes on without a wait between scenes.
import { useEffect, useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { Box, Text } from '@mantine/core';
import type { Scene } from '@wb/contracts';
import { editorApi, useSceneDocumentQuery } from '../sceneEditor/state/editorApi';
import { RecorderMessages } from './messages';
import { NoticeText, RecorderLoading, RecorderNotice } from './RecorderNotice';
import { RecorderLayout } from './RecorderLayout';
import { inListOrder } from './recordList';
import { SceneStage } from './SceneStage';
import { useRecorderScenesQuery } from './screenRecorderApi';
import { useRecorder, useRecorderQueue } from './useRecorder';

function SceneQueue({ scenes, autoplay, missing }: { scenes: readonly Scene[]; autoplay: boolean; missing: number }) {
  const queue = useRecorderQueue(scenes.length, autoplay);
  const [{ index }] = queue;
  const scene = scenes[index];
  const next = scenes[index + 1];
  const documentQuery = useSceneDocumentQuery(scene ? { sceneID: scene.sceneID } : skipToken);
  const prefetch = editorApi.usePrefetch('sceneDocument');
  useEffect(() => {
    if (next) prefetch({ sceneID: next.sceneID });
  }, [next, prefetch]);
  // A document that cannot be read plays as an empty scene: passed over, said on the stage.
  const document = documentQuery.currentData?.document ?? null;
  const duration = documentQuery.isError ? 0 : document ? document.duration : null;
  const recorder = useRecorder(queue, duration);
  const stage = documentQuery.isError ? (
    <Box h="100%" style={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
      <Text c="gray.0">This scene could not be loaded.</Text>
    </Box>
  ) : (
    <SceneStage document={document} time={recorder.state.time} />
  );
  const note = missing > 0 ? RecorderMessages.someMissing(missing) : null;
  return <RecorderLayout recorder={recorder} name={scene?.data.name ?? ''} noun="scene" stage={stage} note={note} />;
}

export function SceneRecorder({ sceneIDs, autoplay }: { sceneIDs: readonly string[]; autoplay: boolean }) {
  const { currentData, isError } = useRecorderScenesQuery({ sceneIDs: [...sceneIDs] });
  const scenes = useMemo(() => inListOrder(sceneIDs, currentData?.scenes ?? [], (s) => s.sceneID), [sceneIDs, currentData]);
  if (isError)
    return (
      <RecorderNotice title="The scenes could not be loaded">
        <NoticeText>{RecorderMessages.nothingToPlay}</NoticeText>
      </RecorderNotice>
    );
  if (!currentData) return <RecorderLoading />;
  if (scenes.length === 0)
    return (
      <RecorderNotice title={RecorderMessages.noFiles}>
        <NoticeText>{RecorderMessages.nothingToPlay}</NoticeText>
      </RecorderNotice>
    );
  return <SceneQueue scenes={scenes} autoplay={autoplay} missing={sceneIDs.length - scenes.length} />;
}
