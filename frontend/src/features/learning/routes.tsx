import { defineRoute, lazyPage } from '../router/clientRoute';

const LearningPage = lazyPage(() => import('./LearningPage'), 'LearningPage');

export const learningRoutes = [
  defineRoute({
    name: 'projectLearning',
    // The project's learning-content link (spec 002 section 2). More specific than the project's own
    // '/project/:projectID/*', so it answers first.
    path: '/project/:projectID/learning',
    fields: ({ projectID }) => ({ projectID }),
    title: 'Learning link',
    grant: 'content.projects-view',
    screen: () => <LearningPage />,
  }),
];
