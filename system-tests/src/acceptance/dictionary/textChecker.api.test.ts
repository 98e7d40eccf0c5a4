// /checkTextAlex {text} -> rules (spec 002 sections 3 and 7): alex's findings with where they are.
import { TextCheckLimits } from '@wb/contracts';
import { expectError, expectFieldErrors } from '../shared/answers';
import { startCast, type Person, type World } from '../shared/people';

let world: World & { ada: Person };
beforeAll(async () => {
  const { add, ...cast } = await startCast();
  world = { ...cast, ada: await add({ userID: 2, givenName: 'Ada', familyName: 'Lovelace' }) };
});
afterAll(async () => {
  await world?.stop();
});

describe('the text checker', () => {
  it('answers the rules a text trips, each with its message, words, place and severity', async () => {
    const text = 'Ask the chairman. What a fucking mess.';
    const answer = await world.ada.client.post('/api/checkTextAlex', { text });
    expect(answer.status).toBe(200);
    const rules = answer.body.rules as { message: string; actual: string; expected: string[]; location: { start: { offset: number }; end: { offset: number } }; profanitySeverity: number | null }[];
    const chairman = rules.find((r) => r.actual === 'chairman');
    expect(chairman).toEqual({
      message: expect.stringContaining('`chairman`'),
      actual: 'chairman',
      expected: expect.arrayContaining(['chair']),
      location: { start: { offset: 8 }, end: { offset: 16 } },
      profanitySeverity: null,
    });
    const profane = rules.find((r) => r.actual === 'fucking');
    expect(profane?.profanitySeverity).toBe(2);
    expect(text.slice(profane?.location.start.offset, profane?.location.end.offset)).toBe('fucking');
  });

  it('answers no rules for a kind text, or an empty one', async () => {
    expect((await world.ada.client.post('/api/checkTextAlex', { text: 'The team made a lovely video.' })).body).toEqual({ rules: [] });
    expect((await world.ada.client.post('/api/checkTextAlex', { text: '' })).body).toEqual({ rules: [] });
  });

  it(`refuses a text longer than ${TextCheckLimits.maxTextLength} characters with 400 naming text`, async () => {
    expectFieldErrors(await world.ada.client.post('/api/checkTextAlex', { text: 'a'.repeat(TextCheckLimits.maxTextLength + 1) }), ['text']);
    expectFieldErrors(await world.ada.client.post('/api/checkTextAlex', {}), ['text']);
  });

  it('answers other calls while a long text is being checked (alex runs off the request thread)', async () => {
    const longText = 'The chairman said he is a crazy guy, and the firemen agreed with him. '.repeat(280).slice(0, TextCheckLimits.maxTextLength);
    const finished: string[] = [];
    const check = world.ada.client.post('/api/checkTextAlex', { text: longText }).then((a) => (finished.push('check'), a));
    // Sent once the check is surely on its way; it must not wait for alex.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const other = world.ada.client.post('/api/dictionary/getAllWords', {}).then((a) => (finished.push('other'), a));
    const [checked, answered] = await Promise.all([check, other]);
    expect([checked.status, answered.status]).toEqual([200, 200]);
    expect((checked.body.rules as unknown[]).length).toBeGreaterThan(100);
    expect(finished).toEqual(['other', 'check']);
  });

  it('answers 401 without a session', async () => {
    expectError(await world.anonymous.post('/api/checkTextAlex', { text: 'he' }), 401, 'unauthenticated');
  });
});
