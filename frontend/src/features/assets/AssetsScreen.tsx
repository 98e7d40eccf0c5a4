import { ComingSoonPage } from '../comingSoon/ComingSoonPage';
import { parseAssetsRoute } from './assetsRoute';
import { ContentLockGate } from '../contentLock/ContentLockGate';
import { KitGate } from './KitGate';
import { KitGridPage } from './KitGridPage';
import { KitListPage } from './KitListPage';
import { KitPage } from './KitPage';
import { KitSettingsPage } from './KitSettingsPage';

/** The asset library's screens by route: the kit grid, a kit in standard or list mode, its settings. */
export function AssetsScreen(props: { kit: string | null; view: string | null; query: string }) {
  return (
    <ContentLockGate>
      <AssetsRoutes {...props} />
    </ContentLockGate>
  );
}

function AssetsRoutes({ kit, view, query }: { kit: string | null; view: string | null; query: string }) {
  const location = parseAssetsRoute(kit, view, query);
  if (location.kit === null) {
    return location.view === 'uploads' ? <ComingSoonPage title="Staged uploads" description="Collect files, give them projects, kits and tags, and publish them in one run." /> : <KitGridPage />;
  }
  const at = { ...location, kit: location.kit };
  const screen = location.view === 'list' ? <KitListPage kit={at.kit} /> : location.view === 'settings' ? <KitSettingsPage kit={at.kit} /> : <KitPage location={at} />;
  return (
    <KitGate key={at.kit} kit={at.kit}>
      {screen}
    </KitGate>
  );
}
