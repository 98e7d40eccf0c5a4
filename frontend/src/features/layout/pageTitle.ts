// The browser tab's title for each screen: tabs and history tell screens apart, and a screen reader
// announces the new title when a hash route changes the screen (WCAG 2.4.2, Page Titled).
import { PRODUCT_NAME } from '../../shared/BrandMark';
import { parseRoute, redirectFor, titleOf, type Route } from '../router/routes';

/**
 * 'Dashboard · Whiteboard Studio'; the landing page is the product name alone. A signed-in user on an
 * address that sends them on sees the title of where it leads ('/login' is titled 'Dashboard').
 */
export const pageTitle = (route: Route, signedIn: boolean): string => {
  const leadsTo = redirectFor(route, signedIn);
  const name = titleOf(leadsTo === null ? route : parseRoute(leadsTo));
  return name ? `${name} · ${PRODUCT_NAME}` : PRODUCT_NAME;
};
