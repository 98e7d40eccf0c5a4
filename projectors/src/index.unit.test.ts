import { ReadModels } from '@wb/contracts';
import type { SearchIndex } from '@wb/platform';
import * as areaModules from './areas';
import { readModelProjectionNames, readModelProjections } from './index';

// Building the projections touches no index; one that would be used fails the test loudly.
const unused = new Proxy(
  {},
  {
    get: () => () => {
      throw new Error('the index was used');
    },
  },
) as SearchIndex;
const projections = readModelProjections(unused, unused as never);

it('the names listed for usage messages are those of the projections the runtime runs', () => {
  expect([...readModelProjectionNames].sort()).toEqual(projections.map((p) => p.name).sort());
});

it('keeps each read model in the folder of its name, listed under that name in areas.ts', () => {
  for (const [folder, area] of Object.entries(areaModules)) {
    const names = area.projections({ searchIndex: unused, fileSearchIndex: unused as never }).map((p) => p.name);
    expect([folder, names]).toEqual([folder, [folder]]);
  }
  expect(Object.keys(areaModules).sort()).toEqual(Object.keys(ReadModels).sort());
});
