// What an area declares for each screen it shows: the path it answers, the route value the screens and
// sagas switch on, the tab title, who may see it and the grant it needs, where it sends the user
// instead, and the screen. The router's table (routes.ts) is derived from every area's list.
import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';

type SegmentParams<S extends string> = S extends '*' ? { rest: string[] } : S extends `:${infer N}?` ? Record<N, string | undefined> : S extends `:${infer N}` ? Record<N, string> : unknown;

/** The parameters a path pattern binds: '/project/:projectID/*' gives { projectID: string; rest: string[] }. */
export type ParamsOf<P extends string> = P extends `/${infer S}/${infer More}` ? SegmentParams<S> & ParamsOf<`/${More}`> : P extends `/${infer S}` ? SegmentParams<S> : unknown;

type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** A route's value: its name and the fields it read from the address. */
export type RouteValue<N extends string, F> = Simplify<{ name: N } & F>;

// A method's parameter is compared both ways, so any route fits the table's list of routes (React's
// own types name this the bivariance hack); a function-typed property would not.
type TitleOf<R> = { title(route: R): string }['title'];

/**
 * Who sees a route's screen:
 * - 'users' (the default): signed-in users, inside the app's shell, if they hold its grant; a visitor sees the landing page;
 * - 'everyone': visitors too (without the shell);
 * - 'visitors': visitors only; a signed-in user is sent on to the dashboard;
 * - 'everyoneAlone': everyone, never inside the shell (a link from an e-mail is the task at hand, signed in or not).
 */
export type Audience = 'users' | 'everyone' | 'visitors' | 'everyoneAlone';

export interface ClientRoute<N extends string = string, P extends string = string, F extends object = object> {
  /** Unique across the client: screens and sagas switch on it. */
  name: N;
  /**
   * The hash path it answers (spec 002 route table), matched against the decoded segments: literal
   * segments, `:name` for one segment, `:name?` for one or none (at the end), and a last `*` for every
   * segment left (bound as `rest`). Where two patterns match a path, the more specific wins.
   */
  path: P;
  /** The value's fields, from the pattern's parameters and the query string (what follows '?'). */
  fields?(params: ParamsOf<P>, query: string): F;
  /** The browser tab's name for the screen (null: the product name alone). */
  title: string | null | TitleOf<RouteValue<N, F>>;
  audience?: Audience;
  /** The grant a signed-in user needs; without it they see 'You shall not pass!' naming it. */
  grant?: string;
  /** Where a signed-in user is sent instead (replacing the address), or null to stay. */
  redirect?(route: RouteValue<N, F>): string | null;
  /** The screen has a header of its own, so the app's top bar is hidden (spec 002 route table). */
  hidesTopBar?: boolean;
  /** The screen, usually a React.lazy page: a screen's code loads when it is first opened. */
  screen(route: RouteValue<N, F>): ReactNode;
}

/**
 * A page whose code loads when it is first shown (Vite gives it a chunk of its own; the scene editor's
 * canvas library loads only when a scene is opened): lazyPage(() => import('./DashboardPage'), 'DashboardPage').
 */
export const lazyPage = <K extends string, M extends { [P in K]: ComponentType<any> }>(load: () => Promise<M>, name: K): LazyExoticComponent<M[K]> =>
  lazy(async () => ({ default: (await load())[name] }));

/** Any area's route, as the router's table holds them. */
export type AnyClientRoute = ClientRoute<string, string, any>;

/** Keeps the literal name, path and fields of a route, so the client's Route type is derived from them. */
export const defineRoute = <const N extends string, const P extends string, F extends object = Record<never, never>>(route: ClientRoute<N, P, F>): ClientRoute<N, P, F> => route;

type ValueOf<C> = C extends ClientRoute<infer N, string, infer F> ? RouteValue<N, F> : never;
type RoutesOfArea<Area> = Area extends { routes: readonly (infer C)[] } ? ValueOf<C> : never;

/** The value of every route of the listed areas, one union. */
export type RouteOf<A extends readonly unknown[]> = RoutesOfArea<A[number]>;
