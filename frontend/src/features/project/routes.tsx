import { linkedCommentOf } from '../projectContents/commentLink';
import { defineRoute, lazyPage } from '../router/clientRoute';

const ProjectPlaceholderPage = lazyPage(() => import('./ProjectPlaceholderPage'), 'ProjectPlaceholderPage');
const ProjectContentsPage = lazyPage(() => import('../projectContents/ProjectContentsPage'), 'ProjectContentsPage');

const projectPath = (projectID: string, rest: string) => `/project/${encodeURIComponent(projectID)}/${rest}`;

export const projectRoutes = [
  defineRoute({
    name: 'project',
    path: '/project/:projectID/*',
    fields: ({ projectID, rest }) => ({ projectID, rest: rest.join('/') }),
    title: 'Project',
    grant: 'content.projects-view',
    // A project named without a view opens its files; a bare numeric file id is /files/{fileID} (spec 000 section 2).
    redirect(route) {
      if (route.rest === '') return projectPath(route.projectID, 'files');
      if (/^\d+$/.test(route.rest)) return projectPath(route.projectID, `files/${route.rest}`);
      return null;
    },
    screen: () => <ProjectPlaceholderPage />,
  }),
  defineRoute({
    name: 'projectContents',
    path: '/projectContents/:projectID/*',
    // …/comments/{commentID} selects one of the project's own comments (spec 000 section 2).
    fields: ({ projectID, rest }) => ({ projectID, commentID: linkedCommentOf(rest) }),
    title: 'Project contents',
    grant: 'content.projects-view',
    screen: (route) => <ProjectContentsPage commentID={route.commentID} />,
  }),
];
