import { defineRoute, lazyPage } from '../router/clientRoute';

// The page, its Markdown library and its texts load only when the manual is opened, so no other
// screen's code grows with it.
const ManualPage = lazyPage(() => import('./ManualPage'), 'ManualPage');

export const manualRoutes = [
  defineRoute({
    name: 'manual',
    // The app routes on the hash, so a heading's anchor is the segment after /manual: #/manual/kits.
    path: '/manual/:anchor?',
    fields: ({ anchor }) => ({ anchor: anchor ?? null }),
    title: 'Manual',
    screen: ({ anchor }) => <ManualPage anchor={anchor} />,
  }),
];
