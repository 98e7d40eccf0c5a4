import { defineRoute, lazyPage } from '../router/clientRoute';

const ReviewPage = lazyPage(() => import('./ReviewPage'), 'ReviewPage');
const ReviewLinkPage = lazyPage(() => import('./ReviewLinkPage'), 'ReviewLinkPage');

const nameParam = (query: string): string => new URLSearchParams(query).get('name') ?? '';

export const publicReviewRoutes = [
  defineRoute({
    name: 'reviewScene',
    path: '/review/scene/:slug',
    fields: ({ slug }) => ({ slug }),
    title: 'Review',
    audience: 'everyoneAlone',
    screen: (route) => <ReviewPage kind="scene" slug={route.slug} />,
  }),
  defineRoute({
    name: 'reviewProject',
    path: '/review/project/:slug',
    fields: ({ slug }) => ({ slug }),
    title: 'Review',
    audience: 'everyoneAlone',
    screen: (route) => <ReviewPage kind="project" slug={route.slug} />,
  }),
  defineRoute({
    name: 'reviewLink',
    path: '/review-link/:kind/:id',
    // `subject`, not `name`: a route value's `name` is the route's own.
    fields: ({ kind, id }, query) => ({ kind: kind === 'project' ? ('project' as const) : ('scene' as const), id, subject: nameParam(query) }),
    title: 'Review',
    grant: 'content.projects-view',
    screen: (route) => <ReviewLinkPage kind={route.kind} id={route.id} name={route.subject} />,
  }),
];
