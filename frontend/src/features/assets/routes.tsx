import { defineRoute, lazyPage } from '../router/clientRoute';
import { assetsRedirectFor } from './assetsRoute';

const AssetsScreen = lazyPage(() => import('./AssetsScreen'), 'AssetsScreen');

export const assetsRoutes = [
  defineRoute({
    name: 'assets',
    // The kit screens read their own part (kit, view, d= and f=) with parseAssetsRoute.
    path: '/assets/:kit?/:view?/*',
    fields: ({ kit, view }, query) => ({ kit: kit ?? null, view: view ?? null, query }),
    title: 'Assets',
    grant: 'content.assets-view',
    redirect: (route) => assetsRedirectFor(route.kit, route.view),
    screen: (route) => <AssetsScreen kit={route.kit} view={route.view} query={route.query} />,
  }),
];
