import { defineRoute, lazyPage } from '../router/clientRoute';

const StagedUploadsPage = lazyPage(() => import('./StagedUploadsPage'), 'StagedUploadsPage');

export const stagedUploadsRoutes = [defineRoute({ name: 'assetUploads', path: '/assets/uploads', title: 'Staged uploads', grant: 'content.assets-edit', screen: () => <StagedUploadsPage /> })];
