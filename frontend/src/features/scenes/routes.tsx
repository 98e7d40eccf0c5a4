import { defineRoute, lazyPage } from '../router/clientRoute';

const ScenesDashboardPage = lazyPage(() => import('./ScenesDashboardPage'), 'ScenesDashboardPage');

export const sceneDashboardPath = (projectID: string): string => `/project/${encodeURIComponent(projectID)}/editor/dashboard`;

export const scenesRoutes = [
  defineRoute({
    name: 'scenes',
    path: '/project/:projectID/editor/dashboard',
    fields: ({ projectID }) => ({ projectID }),
    title: 'Scenes',
    grant: 'content.projects-view',
    screen: (route) => <ScenesDashboardPage projectID={route.projectID} />,
  }),
];
