import { defineRoute, lazyPage } from '../router/clientRoute';

const ComingSoonPage = lazyPage(() => import('./ComingSoonPage'), 'ComingSoonPage');

export const comingSoonRoutes = [
  defineRoute({
    name: 'manual',
    path: '/manual/*',
    title: 'Manual',
    screen: () => <ComingSoonPage title="Manual" description="The user manual: asset manager, brand colours, scene builder, projects, SVG text tags and preferences." />,
  }),
];
