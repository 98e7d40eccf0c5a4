import { defineRoute, lazyPage } from '../router/clientRoute';

const TextCheckerPage = lazyPage(() => import('./TextCheckerPage'), 'TextCheckerPage');

export const textCheckerRoutes = [defineRoute({ name: 'textChecker', path: '/textchecker', title: 'Text checker', screen: () => <TextCheckerPage /> })];
