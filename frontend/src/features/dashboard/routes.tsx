import { defineRoute, lazyPage } from '../router/clientRoute';

const DashboardPage = lazyPage(() => import('./DashboardPage'), 'DashboardPage');

export const dashboardRoutes = [
  defineRoute({
    name: 'home',
    path: '/home/:filter?/*',
    fields: ({ filter }) => ({ filter: filter ?? null }),
    title: 'Dashboard',
    grant: 'content.projects-view',
    screen: () => <DashboardPage />,
  }),
];
