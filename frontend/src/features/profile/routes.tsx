import { defineRoute, lazyPage } from '../router/clientRoute';

const ProfilePage = lazyPage(() => import('./ProfilePage'), 'ProfilePage');

export const profileRoutes = [
  defineRoute({
    name: 'profile',
    path: '/profile/*',
    title: 'Profile',
    screen: () => <ProfilePage />,
  }),
];
