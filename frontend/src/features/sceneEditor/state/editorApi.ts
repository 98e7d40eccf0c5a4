// The editor's server state: the scene (name, notes, comments), a saved document (the latest, or one
// version: previews, compare, the undo history after a reload), the saved versions, the Library and
// the asset search of the Media tab. The editor's load explains its own failures (a lost session
// included), and the versions drawer and previews theirs, so those three never toast.
import { skipToken } from '@reduxjs/toolkit/query';
import { Calls, type Scene } from '@wb/contracts';
import { callQuery, serverApi } from '../../../api/serverApi';
import { useAppSelector } from '../../../app/hooks';

export const editorApi = serverApi.injectEndpoints({
  endpoints: (build) => ({
    scene: callQuery(build, Calls.editor.getScene, { screenShows: 'all' }),
    sceneDocument: callQuery(build, Calls.editor.getSceneDocument, { screenShows: 'all' }),
    sceneVersions: callQuery(build, Calls.editor.getSceneVersions, { screenShows: 'all' }),
    editorAssets: callQuery(build, Calls.scene.getEditorAssets),
    editorImageSearch: callQuery(build, Calls.assets.searchEditorAssets),
  }),
});

export const { useSceneQuery, useSceneVersionsQuery, useSceneDocumentQuery, useEditorAssetsQuery, useEditorImageSearchQuery } = editorApi;

/** The scene open in the editor (its name, notes and comments), kept fresh by the live stream. */
export const useEditorScene = (): Scene | null => {
  const sceneID = useAppSelector((s) => s.sceneEditor.sceneID);
  return useSceneQuery(sceneID === null ? skipToken : { sceneID }).data?.scene ?? null;
};

type State = Parameters<ReturnType<typeof editorApi.endpoints.scene.select>>[0];

/** The cached scene, for the editor's workflows (the page holds it through useEditorScene). */
export const selectCachedScene =
  (sceneID: string) =>
  (s: State): Scene | null =>
    editorApi.endpoints.scene.select({ sceneID })(s).data?.scene ?? null;
