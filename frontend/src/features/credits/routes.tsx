import { defineRoute, lazyPage } from '../router/clientRoute';

const CreditsPage = lazyPage(() => import('./CreditsPage'), 'CreditsPage');
const CreditsExporterPage = lazyPage(() => import('./CreditsExporterPage'), 'CreditsExporterPage');

const queryField = (query: string, name: string): string | null => new URLSearchParams(query).get(name);

export const creditsRoutes = [
  defineRoute({
    name: 'credits',
    path: '/credits',
    fields: (_params, query) => ({ projectID: queryField(query, 'projectID') }),
    title: 'Credits',
    grant: 'content.projects-view',
    screen: ({ projectID }) => <CreditsPage projectID={projectID} />,
  }),
  defineRoute({
    name: 'creditsExporter',
    path: '/creditsexporter',
    fields: (_params, query) => ({ projectID: queryField(query, 'projectID'), key: queryField(query, 'key') }),
    title: 'Credits',
    // Opened by a headless browser with an automation key, or by a signed-in user (spec 002 section 2):
    // only the preview, never the app's shell.
    audience: 'everyoneAlone',
    screen: ({ projectID, key }) => <CreditsExporterPage projectID={projectID} accessKey={key} />,
  }),
];
