// Runs the real alex in its thread: what the checker finds, and that the queue is bounded per caller.
import { ApiError } from '@wb/platform';
import { alexRunner, TextCheckerMessages } from './alexRunner';

describe('the alex runner', () => {
  const runner = alexRunner({ maxQueued: 3, maxQueuedPerCaller: 2, timeoutMs: 20_000 });
  afterAll(() => runner.stop());

  it('flags a word with where it is, from another thread', async () => {
    const text = 'Ask the chairman.';
    const findings = await runner.check(1, text);
    const chairman = findings.find((f) => f.actual === 'chairman');
    expect(chairman).toMatchObject({ start: 8, end: 16, profanitySeverity: null });
    expect(chairman?.expected).toEqual(expect.arrayContaining(['chair']));
    expect(text.slice(chairman?.start ?? 0, chairman?.end ?? 0)).toBe('chairman');
  });

  it('gives a profanity its severity', async () => {
    const findings = await runner.check(1, 'What a fucking mess.');
    expect(findings.find((f) => f.actual === 'fucking')?.profanitySeverity).toBe(2);
  });

  it('refuses a third waiting check of one caller as busy, and still answers the others', async () => {
    const first = runner.check(2, 'He said so.');
    const second = runner.check(2, 'She said so.');
    await expect(runner.check(2, 'They said so.')).rejects.toEqual(new ApiError('rateLimited', TextCheckerMessages.busy));
    // Another caller still finds room while the queue has it.
    const other = runner.check(3, 'Hello there.');
    await expect(Promise.all([first, second, other])).resolves.toHaveLength(3);
  });
});
