import { defineRoute, lazyPage } from '../router/clientRoute';

const PronouncePage = lazyPage(() => import('./PronouncePage'), 'PronouncePage');

export const pronounceRoutes = [defineRoute({ name: 'pronounce', path: '/pronounce/*', title: 'Pronunciation guide', screen: () => <PronouncePage /> })];
