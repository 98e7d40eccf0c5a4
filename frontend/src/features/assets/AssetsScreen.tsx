import { ComingSoonPage } from '../comingSoon/ComingSoonPage';
import { parseAssetsRoute } from './assetsRoute';
import { KitGridPage } from './KitGridPage';
import { KitListPage } from './KitListPage';
import { KitPage } from './KitPage';
import { KitSettingsPage } from './KitSettingsPage';

/** The asset library's screens by route: the kit grid, a kit in standard or list mode, its settings. */
export function AssetsScreen({ kit, view, query }: { kit: string | null; view: string | null; query: string }) {
  const location = parseAssetsRoute(kit, view, query);
  if (location.kit === null) {
    return location.view === 'uploads'
      ? <ComingSoonPage title="Staged uploads" description="Collect files, give them projects, kits and tags, and publish them in one run." />
      : <KitGridPage />;
  }
  const at = { ...location, kit: location.kit };
  switch (location.view) {
    case 'list': return <KitListPage key={at.kit} kit={at.kit} />;
    case 'settings': return <KitSettingsPage key={at.kit} kit={at.kit} />;
    default: return <KitPage key={at.kit} location={at} />;
  }
}
