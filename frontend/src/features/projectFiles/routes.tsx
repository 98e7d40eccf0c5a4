import { defineRoute, lazyPage } from '../router/clientRoute';
import { filesViewOf, nearestFilesPath, versionOf } from './filesPath';

const ProjectFilesPage = lazyPage(() => import('./ProjectFilesPage'), 'ProjectFilesPage');

export const projectFilesRoutes = [
  defineRoute({
    name: 'projectFiles',
    // The project's home (spec 000 section 2): its files, the active file, its comments and a deep link
    // to one comment. More specific than the project's own '/project/:projectID/*', so it answers first.
    path: '/project/:projectID/files/*',
    fields: ({ projectID, rest }, query) => {
      const view = filesViewOf(rest);
      return {
        projectID,
        fileID: view?.fileID ?? null,
        comments: view?.comments ?? false,
        commentID: view?.commentID ?? null,
        version: versionOf(query),
        malformed: view === null ? rest.join('/') : null,
      };
    },
    title: 'Project files',
    grant: 'content.projects-view',
    redirect: (route) => (route.malformed === null ? null : nearestFilesPath(route.projectID, route.malformed.split('/'))),
    screen: (route) => <ProjectFilesPage projectID={route.projectID} fileID={route.fileID} comments={route.comments} commentID={route.commentID} version={route.version} />,
  }),
];
