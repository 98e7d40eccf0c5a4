import { defineRoute, lazyPage } from '../router/clientRoute';

const ExportRenderPage = lazyPage(() => import('./ExportRenderPage'), 'ExportRenderPage');

// No session: the exporter's browser is handed the scene document by the server (DESIGN.md, the
// exporter), so the page calls no API and shows a visitor nothing.
export const exportRenderRoutes = [
  defineRoute({
    name: 'exportRender',
    path: '/export-render',
    title: null,
    audience: 'everyoneAlone',
    screen: () => <ExportRenderPage />,
  }),
];
