// The router's table, built from the areas' routes: reads an address into a route value, and answers
// for a value what the router and the shell ask (redirect, grant, audience, title, screen). Names and
// path shapes are checked once at start-up, as the state keys are.
import type { ReactNode } from 'react';
import type { AnyClientRoute } from './clientRoute';
import { bySpecificity, compilePattern, matchPattern, shapeOf, type PathPattern } from './routePattern';

/** An address no area answers: a visitor sees the landing page, a signed-in user is sent on. */
export interface UnknownRoute {
  name: 'unknown';
  path: string;
}

interface AreaWithRoutes {
  name: string;
  routes?: readonly AnyClientRoute[];
}

/** Where a signed-in user goes from a visitors-only or unknown address (spec 000 section 2). */
const SIGNED_IN_HOME = '/home';

const decode = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

interface Entry {
  route: AnyClientRoute;
  pattern: PathPattern;
  area: string;
}

const entriesOf = (areas: readonly AreaWithRoutes[]): Entry[] => {
  const byName = new Map<string, Entry>();
  const byShape = new Map<string, Entry>();
  for (const area of areas) {
    for (const route of area.routes ?? []) {
      const entry = { route, pattern: compilePattern(route.path), area: area.name };
      if (route.name === 'unknown') throw new Error(`The ${area.name} area names a route 'unknown', the name of addresses no area answers`);
      const named = byName.get(route.name);
      if (named) throw new Error(`The route name '${route.name}' is claimed by both the ${named.area} and the ${area.name} area`);
      const shaped = byShape.get(shapeOf(entry.pattern));
      if (shaped) throw new Error(`The route paths '${shaped.route.path}' (${shaped.area} area) and '${route.path}' (${area.name} area) match the same addresses`);
      byName.set(route.name, entry);
      byShape.set(shapeOf(entry.pattern), entry);
    }
  }
  return [...byName.values()].sort((a, b) => bySpecificity(a.pattern, b.pattern));
};

export const routeTableOf = <R extends { name: string }>(areas: readonly AreaWithRoutes[]) => {
  const entries = entriesOf(areas);
  const byName = new Map(entries.map((entry) => [entry.route.name, entry.route]));
  const declarationOf = (route: R): AnyClientRoute | null => byName.get(route.name) ?? null;

  return {
    /** '#/home/recent' or '/home/recent' -> { name: 'home', filter: 'recent' }. */
    parseRoute(hash: string): R {
      const [path = '', query = ''] = hash.replace(/^#/, '').split('?');
      const segments = path
        .split('/')
        .filter((s) => s !== '')
        .map(decode);
      for (const { route, pattern } of entries) {
        const params = matchPattern(pattern, segments);
        if (params) return { ...route.fields?.(params as never, query), name: route.name } as unknown as R;
      }
      return { name: 'unknown', path } as unknown as R;
    },

    /** Where a route sends the user instead, given whether they are signed in; null to stay. */
    redirectFor(route: R, signedIn: boolean): string | null {
      if (!signedIn) return null;
      const declared = declarationOf(route);
      if (!declared || declared.audience === 'visitors') return SIGNED_IN_HOME;
      return declared.redirect?.(route) ?? null;
    },

    /** The grant a route needs, or null. */
    requiredGrantOf: (route: R): string | null => declarationOf(route)?.grant ?? null,

    /** Screens a signed-out visitor may see; every other address shows the landing page (spec 002 section 2). */
    isPublicRoute(route: R): boolean {
      const audience = declarationOf(route)?.audience;
      return audience !== undefined && audience !== 'users';
    },

    /** Shown alone, outside the signed-in shell, whoever asks. */
    standsAlone: (route: R): boolean => declarationOf(route)?.audience === 'everyoneAlone',

    hidesTopBar: (route: R): boolean => declarationOf(route)?.hidesTopBar === true,

    /** The screen's name for the browser tab; null for the product name alone. */
    titleOf(route: R): string | null {
      const declared = declarationOf(route);
      if (!declared) return null;
      return typeof declared.title === 'function' ? declared.title(route) : declared.title;
    },

    /** What a signed-in user sees; null where they are being sent on to the dashboard. */
    userScreenOf(route: R): ReactNode | null {
      const declared = declarationOf(route);
      return declared && declared.audience !== 'visitors' ? declared.screen(route) : null;
    },

    /** What a visitor sees; null on a screen for signed-in users only. */
    visitorScreenOf(route: R): ReactNode | null {
      const declared = declarationOf(route);
      return declared && (declared.audience ?? 'users') !== 'users' ? declared.screen(route) : null;
    },
  };
};
