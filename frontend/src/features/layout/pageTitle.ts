// The browser tab's title for each screen: tabs and history tell screens apart, and a screen reader
// announces the new title when a hash route changes the screen (WCAG 2.4.2, Page Titled).
import type { Route } from '../router/routes';
import { findSection } from '../admin/adminSections';
import { sceneScreenOf } from '../router/sceneRoutes';

export const PRODUCT_NAME = 'Whiteboard Studio';

const screenName = (route: Route, signedIn: boolean): string | null => {
  switch (route.name) {
    case 'landing':
    case 'unknown':
      return signedIn ? 'Dashboard' : null;
    case 'login':
      return signedIn ? 'Dashboard' : 'Sign in';
    case 'setPassword':
      return 'Choose a password';
    case 'home':
      return 'Dashboard';
    case 'project': {
      const scenes = sceneScreenOf(route.rest);
      if (scenes) return scenes.kind === 'dashboard' ? 'Scenes' : 'Scene editor';
      return 'Project';
    }
    case 'projectContents':
      return 'Project contents';
    case 'assets':
      return 'Assets';
    case 'assetUploads':
      return 'Staged uploads';
    case 'publicKit':
      return 'Kit';
    case 'pronounce':
      return 'Pronunciation guide';
    case 'profile':
      return 'Profile';
    case 'manual':
      return 'Manual';
    case 'dev':
      return 'Developer pages';
    case 'admin': {
      const section = findSection(route.routeId);
      return section ? `Admin: ${section.label}` : 'Admin';
    }
    default: {
      const exhaustive: never = route;
      return exhaustive;
    }
  }
};

/** 'Dashboard · Whiteboard Studio'; the landing page is the product name alone. */
export const pageTitle = (route: Route, signedIn: boolean): string => {
  const name = screenName(route, signedIn);
  return name ? `${name} · ${PRODUCT_NAME}` : PRODUCT_NAME;
};
