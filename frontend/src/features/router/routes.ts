// The client's hash routes (spec 000 section 2, 002 route table), derived from the routes each area
// declares in its area.ts. The router reads every area, so it is no area itself: its state and saga
// are wired beside the server-state cache in app/rootReducer.ts and app/rootSaga.ts, and nothing an
// area imports may import this module (lint's no-cycle says so).
import { clientAreas } from '../../app/areas';
import type { RouteOf } from './clientRoute';
import { routeTableOf, type UnknownRoute } from './routeTable';

export type Route = RouteOf<typeof clientAreas> | UnknownRoute;

const table = routeTableOf<Route>(clientAreas);

export const { parseRoute, redirectFor, requiredGrantOf, isPublicRoute, standsAlone, hidesTopBar, titleOf, userScreenOf, visitorScreenOf } = table;
