import { defineRoute, lazyPage } from '../router/clientRoute';

const HistoryPage = lazyPage(() => import('./HistoryPage'), 'HistoryPage');

export const historyRoutes = [
  defineRoute({
    name: 'history',
    path: '/history/:entityType/:entityID',
    // `name` is the route value's own key, so the heading's name from the query is `heading`.
    fields: ({ entityType, entityID }, query) => ({ entityType, entityID, heading: new URLSearchParams(query).get('name') }),
    title: 'History',
    // No grant here: admins of the entity's kind and the project's members may read it, which only the
    // server can tell (contracts/src/history/access.ts); a refusal is said on the page.
    screen: ({ entityType, entityID, heading }) => <HistoryPage entityType={entityType} entityID={entityID} name={heading} />,
  }),
];
