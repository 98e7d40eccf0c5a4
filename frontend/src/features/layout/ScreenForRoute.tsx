import type { Route } from '../router/routes';
import { DashboardPage } from '../dashboard/DashboardPage';
import { AdminPage } from '../admin/AdminPage';
import { ProjectPlaceholderPage } from '../project/ProjectPlaceholderPage';
import { ComingSoonPage } from '../comingSoon/ComingSoonPage';
import { PronouncePage } from '../pronounce/PronouncePage';
import { AssetsScreen } from '../assets/AssetsScreen';
import { FullPageLoader } from './FullPageLoader';
import { StagedUploadsPage } from '../stagedUploads/StagedUploadsPage';
import { PublicKitPage } from '../publicKit/PublicKitPage';
import { sceneDashboardPath, sceneScreenOf } from '../router/sceneRoutes';
import { ScenesDashboardPage } from '../scenes/ScenesDashboardPage';
import { SceneEditorPage } from '../sceneEditor/SceneEditorPage';
import { DevPage } from '../scenePlayer/dev/DevPage';
import { WideScreenOnly } from '../../shared/WideScreenOnly';

/**
 * The editor's stage sits between a 240 px and a 280 px panel: at 1024 px it keeps about 500 px, the
 * least that edits a 1920x1080 scene at a readable scale. Narrower windows get a plain message.
 */
const SCENE_EDITOR_MIN_WIDTH = 1024;

export function ScreenForRoute({ route }: { route: Route }) {
  switch (route.name) {
    case 'home':
      return <DashboardPage />;
    case 'admin':
      return <AdminPage routeId={route.routeId} />;
    case 'project': {
      const scenes = sceneScreenOf(route.rest);
      if (scenes?.kind === 'dashboard') return <ScenesDashboardPage projectID={route.projectID} />;
      if (scenes?.kind === 'editor') {
        return (
          <WideScreenOnly title="The scene editor" minWidth={SCENE_EDITOR_MIN_WIDTH} back={{ href: `#${sceneDashboardPath(route.projectID)}`, label: 'Back to Scenes' }}>
            <SceneEditorPage projectID={route.projectID} sceneID={scenes.sceneID} />
          </WideScreenOnly>
        );
      }
      return <ProjectPlaceholderPage view="project" />;
    }
    case 'projectContents':
      return <ProjectPlaceholderPage view="contents" />;
    case 'assets':
      return <AssetsScreen kit={route.kit} view={route.view} query={route.query} />;
    case 'assetUploads':
      return <StagedUploadsPage />;
    case 'publicKit':
      return <PublicKitPage slug={route.slug} />;
    case 'pronounce':
      return <PronouncePage />;
    case 'profile':
      return <ComingSoonPage title="Profile" description="Your personal details, avatar, degrees, roles, personal tasks and analytics." />;
    case 'manual':
      return <ComingSoonPage title="Manual" description="The user manual: asset manager, brand colours, scene builder, projects, SVG text tags and preferences." />;
    case 'dev':
      return <DevPage page={route.page} query={route.query} />;
    case 'landing':
    case 'login':
    case 'unknown':
    case 'setPassword':
      // The router sends signed-in users on from these paths to /home.
      return <FullPageLoader label="Opening your dashboard" />;
    default: {
      const exhaustive: never = route;
      return exhaustive;
    }
  }
}
