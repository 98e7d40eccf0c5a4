import { defineRoute, lazyPage } from '../router/clientRoute';
import { findSection } from './adminSections';

const AdminPage = lazyPage(() => import('./AdminPage'), 'AdminPage');

export const adminRoutes = [
  defineRoute({
    name: 'admin',
    path: '/admin/:routeId?/*',
    fields: ({ routeId }) => ({ routeId: routeId ?? null }),
    // Each section asks for its own grant (the page shows the sections the user may see).
    title: (route) => {
      const section = findSection(route.routeId);
      return section ? `Admin: ${section.label}` : 'Admin';
    },
    screen: (route) => <AdminPage routeId={route.routeId} />,
  }),
];
