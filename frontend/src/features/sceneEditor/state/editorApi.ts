// What the editor reads besides its scene: the saved versions, one version's document (previews,
// compare), the Library and the asset search of the Media tab.
import { Calls } from '@wb/contracts';
import { callQuery, serverApi } from '../../../api/serverApi';

export const editorApi = serverApi.injectEndpoints({
  endpoints: (build) => ({
    sceneVersions: callQuery(build, Calls.editor.getSceneVersions),
    sceneDocumentVersion: callQuery(build, Calls.editor.getSceneDocument),
    editorAssets: callQuery(build, Calls.scene.getEditorAssets),
    editorImageSearch: callQuery(build, Calls.assets.searchEditorAssets),
  }),
});

export const { useSceneVersionsQuery, useSceneDocumentVersionQuery, useEditorAssetsQuery, useEditorImageSearchQuery } = editorApi;
