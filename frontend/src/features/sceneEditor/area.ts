import { defineClientArea } from '../../app/clientArea';
import { watchSceneEditor } from './state/editorSagas';
import sceneEditor from './state/editorSlice';

/** The scene editor. */
export const sceneEditorArea = defineClientArea({ name: 'sceneEditor', reducers: { sceneEditor }, saga: watchSceneEditor });
