import { allCalls } from '@wb/contracts';
import { sampleInput } from './sampleInput';

describe('sampleInput', () => {
  it.each(allCalls().map((c) => [c.path, c] as const))('finds a valid input for %s', (_path, call) => {
    const value = sampleInput(call.input);
    expect(call.input.safeParse(value).success).toBe(true);
  });
});
