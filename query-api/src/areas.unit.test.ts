import { allCalls, ReadModels } from '@wb/contracts';
import * as areaModules from './areas';
import type { QueryDeps } from './shared/area';

// Building the handlers reads nothing; a dependency used while building fails the test loudly.
const unused = new Proxy(
  {},
  {
    get: () => {
      throw new Error('a dependency was used while building the handlers');
    },
  },
);
const deps = new Proxy({}, { get: () => unused }) as QueryDeps;

/** Folders that answer something without a read model of their own. */
const NOT_READ_MODELS = ['readModels', 'reports', 'textChecker', 'projectAsOf'];

it('answers every query call of the registry from exactly one folder', () => {
  const answered = Object.values(areaModules)
    .flatMap((area) => area.handlers?.(deps) ?? [])
    .map(([call]) => call.path);
  const queries = allCalls()
    .filter((call) => call.kind === 'query')
    .map((call) => call.path);
  expect([...answered].sort()).toEqual([...queries].sort());
});

it('names each folder after the read model it reads, as projectors/ does', () => {
  const folders = Object.keys(areaModules).filter((name) => !NOT_READ_MODELS.includes(name));
  expect(folders.filter((name) => !Object.hasOwn(ReadModels, name))).toEqual([]);
});
