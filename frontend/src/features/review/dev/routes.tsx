import { defineRoute, lazyPage } from '../../router/clientRoute';

const ReviewBenchPage = lazyPage(() => import('./ReviewBenchPage'), 'ReviewBenchPage');

/** The review benchmark page (bench case review_open_1000 and review_frame_p95). */
export const reviewDevRoutes = [
  defineRoute({
    name: 'reviewBench',
    path: '/dev/review',
    fields: (_params, query) => ({ query }),
    title: 'Review benchmark',
    screen: (route) => <ReviewBenchPage query={route.query} />,
  }),
];
