import { defineRoute, lazyPage } from '../router/clientRoute';

const PublicKitPage = lazyPage(() => import('./PublicKitPage'), 'PublicKitPage');

export const publicKitRoutes = [
  defineRoute({
    name: 'publicKit',
    path: '/kit/:slug/*',
    fields: ({ slug }) => ({ slug }),
    title: 'Kit',
    audience: 'everyone',
    screen: (route) => <PublicKitPage slug={route.slug} />,
  }),
];
