// Where the exporter reads what it plays: a signed-in user's calls (which ask for view of the project),
// or, with no session, an access key's (/exporter/getExporterScenes, getExporterSceneDocument,
// getExporterFiles), whose stored files are then addressed with the key. Only the data source differs:
// the stages, the controller and the clock are the same (docs/decisions/screenRecorder.md).
import { useEffect, useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import type { ReviewFile, SceneDocument } from '@wb/contracts';
import { editorApi, useSceneDocumentQuery } from '../sceneEditor/state/editorApi';
import { keyedDocument, keyedFile } from './keyedReads';
import { useRecorderFilesQuery, useRecorderKeyDocumentQuery, useRecorderKeyFilesQuery, useRecorderKeyScenesQuery, useRecorderPrefetch, useRecorderScenesQuery } from './screenRecorderApi';

export type RecorderSource = { readonly kind: 'session' } | { readonly kind: 'key'; readonly key: string };

/** What the controller names of a scene. */
export interface RecordedScene {
  readonly sceneID: string;
  readonly name: string;
}

interface Loaded<T> {
  /** undefined while it loads (or when it failed). */
  readonly items: readonly T[] | undefined;
  readonly isError: boolean;
}

const origin = (): string => window.location.origin;

/** The chosen scenes that exist (and, signed in, that the user may view); /editor/getScenes answers by id, the key call in the order asked. */
export const useRecordedScenes = (source: RecorderSource, sceneIDs: readonly string[]): Loaded<RecordedScene> => {
  const session = useRecorderScenesQuery(source.kind === 'session' ? { sceneIDs: [...sceneIDs] } : skipToken);
  const keyed = useRecorderKeyScenesQuery(source.kind === 'key' ? { key: source.key, sceneIDs } : skipToken);
  const sessionScenes = session.currentData?.scenes;
  const items = useMemo(
    () => (source.kind === 'key' ? keyed.currentData : sessionScenes?.map((scene) => ({ sceneID: scene.sceneID, name: scene.data.name }))),
    [source.kind, keyed.currentData, sessionScenes],
  );
  return { items, isError: source.kind === 'key' ? keyed.isError : session.isError };
};

/** The shown scene's latest document (null while it loads); the next scene's is fetched meanwhile. */
export const useRecordedDocument = (source: RecorderSource, sceneID: string | null, nextID: string | null): { document: SceneDocument | null; isError: boolean } => {
  const key = source.kind === 'key' ? source.key : null;
  const session = useSceneDocumentQuery(key === null && sceneID !== null ? { sceneID } : skipToken);
  const keyed = useRecorderKeyDocumentQuery(key !== null && sceneID !== null ? { key, sceneID } : skipToken);
  const prefetchSession = editorApi.usePrefetch('sceneDocument');
  const prefetchKeyed = useRecorderPrefetch('recorderKeyDocument');
  useEffect(() => {
    if (nextID === null) return;
    if (key === null) prefetchSession({ sceneID: nextID });
    else prefetchKeyed({ key, sceneID: nextID });
  }, [nextID, key, prefetchSession, prefetchKeyed]);
  const keyedAnswer = keyed.currentData?.document;
  const document = useMemo(() => (key === null ? (session.currentData?.document ?? null) : keyedAnswer ? keyedDocument(keyedAnswer, key, origin()) : null), [key, session.currentData, keyedAnswer]);
  return { document, isError: key === null ? session.isError : keyed.isError };
};

/** The chosen files, in the order chosen (both calls answer in the order asked). */
export const useRecordedFiles = (source: RecorderSource, fileIDs: readonly string[]): Loaded<ReviewFile> => {
  const session = useRecorderFilesQuery(source.kind === 'session' ? { fileIDs: [...fileIDs] } : skipToken);
  const keyed = useRecorderKeyFilesQuery(source.kind === 'key' ? { key: source.key, fileIDs } : skipToken);
  const key = source.kind === 'key' ? source.key : null;
  const items = useMemo(() => (key === null ? session.currentData?.files : keyed.currentData?.map((file) => keyedFile(file, key, origin()))), [key, session.currentData, keyed.currentData]);
  return { items, isError: key === null ? session.isError : keyed.isError };
};
