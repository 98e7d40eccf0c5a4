import { defineRoute, lazyPage } from '../router/clientRoute';

const PrintCommentsPage = lazyPage(() => import('./PrintCommentsPage'), 'PrintCommentsPage');

export const printCommentsRoutes = [
  defineRoute({
    name: 'printComments',
    path: '/printcomments',
    fields: (_params, query) => {
      const search = new URLSearchParams(query);
      return { projectID: search.get('projectID'), type: search.get('type') };
    },
    title: 'Print comments',
    // A page to print: no app bar above the comments.
    hidesTopBar: true,
    screen: ({ projectID, type }) => <PrintCommentsPage projectID={projectID} type={type} />,
  }),
];
