import { Calls, refusedGrant } from '@wb/contracts';
import { WideScreenOnly } from '../../shared/WideScreenOnly';
import { defineRoute, lazyPage } from '../router/clientRoute';
import { sceneDashboardPath } from '../scenes/routes';

const SceneEditorPage = lazyPage(() => import('./SceneEditorPage'), 'SceneEditorPage');

/**
 * The editor's stage sits between a 240 px and a 280 px panel: at 1024 px it keeps about 500 px, the
 * least that edits a 1920x1080 scene at a readable scale. Narrower windows get a plain message.
 */
const SCENE_EDITOR_MIN_WIDTH = 1024;

export const sceneEditorPath = (projectID: string, sceneID: string): string => `/project/${encodeURIComponent(projectID)}/editor/scene/${encodeURIComponent(sceneID)}`;

export const sceneEditorRoutes = [
  defineRoute({
    name: 'sceneEditor',
    path: '/project/:projectID/editor/scene/:sceneID',
    fields: ({ projectID, sceneID }) => ({ projectID, sceneID }),
    title: 'Scene editor',
    // The editor saves each change as it is made: it is an editing screen, so it asks for the grant its
    // save asks for (a view holder gets 'You shall not pass!' naming it, not failed saves).
    grant: refusedGrant(Calls.editor.saveSceneDocument.access),
    hidesTopBar: true,
    screen: (route) => (
      <WideScreenOnly title="The scene editor" minWidth={SCENE_EDITOR_MIN_WIDTH} back={{ href: `#${sceneDashboardPath(route.projectID)}`, label: 'Back to Scenes' }}>
        <SceneEditorPage projectID={route.projectID} sceneID={route.sceneID} />
      </WideScreenOnly>
    ),
  }),
];
