import { defineRoute, lazyPage } from '../router/clientRoute';
import { momentOfQuery } from './asOfPath';

const ProjectAsOfPage = lazyPage(() => import('./ProjectAsOfPage'), 'ProjectAsOfPage');

export const projectAsOfRoutes = [
  defineRoute({
    name: 'projectAsOf',
    path: '/project/:projectID/asOf',
    fields: ({ projectID }, query) => ({ projectID, moment: momentOfQuery(query) }),
    title: 'Project as it was',
    // Admins and the project's members may see it, which only the server can tell; a refusal is said on the page.
    screen: ({ projectID, moment }) => <ProjectAsOfPage projectID={projectID} moment={moment} />,
  }),
];
