import { defineRoute, lazyPage } from '../../router/clientRoute';

const DevPage = lazyPage(() => import('./DevPage'), 'DevPage');

export const devRoutes = [
  defineRoute({
    name: 'dev',
    path: '/dev/:page?/*',
    fields: ({ page }, query) => ({ page: page ?? '', query }),
    title: 'Developer pages',
    audience: 'everyone',
    screen: (route) => <DevPage page={route.page} query={route.query} />,
  }),
];
