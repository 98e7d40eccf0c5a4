// Feedback over HTTP (spec 001's Feedback tab and Feedback form; the dialog of spec 000 section 1):
// any signed-in user sends a form, GET /v0/feedback_forms answers them newest first to admin.feedback.
import { startCast, type Person, type World } from '../shared/people';
import { after, expectError, expectFieldErrors } from '../shared/answers';

interface Form {
  formID: string;
  userID: number;
  createdOn: string;
  data: { type: string; text: string };
}

let world: World & { sam: Person; nobody: Person; feedbackAdmin: Person; flooder: Person };
beforeAll(async () => {
  const { add, ...cast } = await startCast();
  world = {
    ...cast,
    sam: await add({ userID: 2, givenName: 'Sam' }),
    nobody: await add({ userID: 3, givenName: 'Nina' }),
    feedbackAdmin: await add({ userID: 4, givenName: 'Fay', grants: ['admin.feedback'] }),
    flooder: await add({ userID: 5, givenName: 'Flo' }),
  };
}, 120_000);
afterAll(async () => {
  await world?.stop();
});

const forms = async (headers: Record<string, string> = {}, who: Person = world.feedbackAdmin): Promise<Form[]> => {
  const answer = await who.client.get('/api/v0/feedback_forms', headers);
  expect(answer.status).toBe(200);
  return answer.body.forms as Form[];
};

describe('sending feedback', () => {
  it('keeps each form with its id, user, time, type and text; the list is newest first', async () => {
    const first = await world.sam.client.post('/api/feedback/sendFeedback', { data: { type: 'bugReport', text: 'The export hangs at 99%' } });
    expect({ status: first.status, body: first.body }).toEqual({ status: 200, body: { ok: true } });
    const second = await world.nobody.client.post('/api/feedback/sendFeedback', { data: { text: '  Love the timeline  ' } });
    const list = await forms(after(second));
    expect(list.slice(0, 2)).toEqual([
      { formID: expect.any(String), userID: 3, createdOn: expect.any(String), data: { type: 'feedback', text: 'Love the timeline' } },
      { formID: expect.any(String), userID: 2, createdOn: expect.any(String), data: { type: 'bugReport', text: 'The export hangs at 99%' } },
    ]);
    expect(Date.parse(list[0]!.createdOn)).toBeGreaterThanOrEqual(Date.parse(list[1]!.createdOn));
    expect(list[0]!.formID).not.toBe(list[1]!.formID);
  });

  it('refuses an empty text, a text over 5000 characters and an unknown type, naming the field', async () => {
    expectFieldErrors(await world.sam.client.post('/api/feedback/sendFeedback', { data: { text: '   ' } }), ['data.text']);
    expectFieldErrors(await world.sam.client.post('/api/feedback/sendFeedback', { data: { text: 'x'.repeat(5001) } }), ['data.text']);
    expectFieldErrors(await world.sam.client.post('/api/feedback/sendFeedback', { data: { type: 'praise', text: 'x' } }), ['data.type']);
  });

  it('asks for a session', async () => {
    expectError(await world.anonymous.post('/api/feedback/sendFeedback', { data: { text: 'hi' } }), 401);
  });

  it('takes at most 20 forms an hour from one user: the 21st is refused with 429', async () => {
    const answers = [];
    for (let i = 0; i < 21; i += 1) answers.push(await world.flooder.client.post('/api/feedback/sendFeedback', { data: { text: `form ${i}` } }));
    expect(answers.slice(0, 20).map((a) => a.status)).toEqual(Array(20).fill(200));
    expectError(answers[20]!, 429, 'rateLimited');
    expect(answers[20]!.body.error.msg).toBe('At most 20 feedback forms an hour are accepted; please try again later.');
    expect((await forms(after(answers[19]!))).filter((f) => f.userID === 5)).toHaveLength(20);
  });
});

describe('reading feedback', () => {
  it('needs admin.feedback: 403 without it, 401 without a session', async () => {
    expectError(await world.nobody.client.get('/api/v0/feedback_forms'), 403, 'forbidden');
    expectError(await world.anonymous.get('/api/v0/feedback_forms'), 401);
  });
});
