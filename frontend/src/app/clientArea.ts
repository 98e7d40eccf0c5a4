// What an area of the client gives the app: the slices of state it owns (by their key in the root
// state), the saga that runs its workflows, and its screens by route. app/areas.ts lists the areas;
// the root reducer, the root saga and the router's table (features/router/routes.ts) are derived
// from that list.
import type { Reducer } from '@reduxjs/toolkit';
import type { AnyClientRoute } from '../features/router/clientRoute';
import type { Saga } from './sagaHelpers';

export interface ClientArea {
  /** The area's folder name, for messages. */
  name: string;
  reducers?: Record<string, Reducer>;
  saga?: () => Saga;
  /** The screens it shows, one route each (features/router/clientRoute.ts says what a route declares). */
  routes?: readonly AnyClientRoute[];
}

/** Keeps the literal types of an area's parts, so the root state's type is derived from them. */
export const defineClientArea = <const A extends ClientArea>(area: A): A => area;

type UnionToIntersection<U> = (U extends unknown ? (part: U) => void : never) extends (whole: infer I) => void ? I : never;

type ReducersOfArea<A> = A extends { reducers: infer R } ? R : never;

/** Every reducer of the listed areas, by state key. */
export type ReducersOf<A extends readonly ClientArea[]> = UnionToIntersection<ReducersOfArea<A[number]>>;

/** The areas' reducers in one map; two areas claiming one state key is a mistake found at start-up. */
export const reducersOf = <A extends readonly ClientArea[]>(areas: A): ReducersOf<A> => {
  const owners = new Map<string, string>();
  const all: Record<string, Reducer> = {};
  for (const area of areas) {
    for (const [key, reducer] of Object.entries(area.reducers ?? {})) {
      const owner = owners.get(key);
      if (owner) throw new Error(`The state key '${key}' is claimed by both the ${owner} and the ${area.name} area`);
      owners.set(key, area.name);
      all[key] = reducer;
    }
  }
  return all as ReducersOf<A>;
};
