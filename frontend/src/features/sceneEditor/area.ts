import { defineClientArea } from '../../app/clientArea';
import { watchSceneEditor } from './state/editorSagas';
import sceneEditor from './state/editorSlice';
import { sceneEditorRoutes } from './routes';

/** The scene editor. */
export const sceneEditorArea = defineClientArea({ name: 'sceneEditor', reducers: { sceneEditor }, saga: watchSceneEditor, routes: sceneEditorRoutes });
