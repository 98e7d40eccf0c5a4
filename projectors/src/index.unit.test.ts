import type { SearchIndex } from '@wb/platform';
import { readModelProjectionNames, readModelProjections } from './index';

it('the names listed for usage messages are those of the projections the runtime runs', () => {
  // Building the projections touches no index; one that would be used fails the test loudly.
  const unused = new Proxy({}, { get: () => () => { throw new Error('the index was used'); } }) as SearchIndex;
  expect(readModelProjectionNames).toEqual(readModelProjections(unused, unused as never).map((p) => p.name));
});
