import { allCalls } from '@wb/contracts';
import { areas } from './areas';
import type { CommandDeps } from './shared/deps';

describe('the areas of the write side', () => {
  // Building the routes only binds handlers: nothing is read until a call comes.
  const deps = {} as CommandDeps;
  const paths = areas.flatMap((area) => area.routes(deps).map(([call]) => call.path));

  it('handle every command call of the registry, each in one area', () => {
    const commands = allCalls()
      .filter((c) => c.kind === 'command')
      .map((c) => c.path);
    expect([...paths].sort()).toEqual([...commands].sort());
  });

  it('each have a name of their own and at least one call', () => {
    expect(new Set(areas.map((a) => a.name)).size).toBe(areas.length);
    for (const area of areas) expect(area.routes(deps).length).toBeGreaterThan(0);
  });
});
