// Feedback's row of the every-command table (../commands/everyCommand.api.test.ts): a signed-in user
// without grants sends a form, and GET /v0/feedback_forms shows it to the admin.
import { after } from '../shared/answers';
import type { CommandCase } from '../commands/commandCase';
import { unique } from '../commands/commandsWorld';

export const feedbackCommandCases: CommandCase[] = [
  {
    path: '/feedback/sendFeedback',
    prepare: async (world) => {
      const text = unique('every-command feedback');
      return {
        who: world.nobody,
        body: { data: { type: 'feedback', text } },
        sees: async (a) => {
          const forms = (await world.admin.client.get('/api/v0/feedback_forms', after(a))).body.forms as { userID: number; data: { text: string } }[];
          expect(forms.find((f) => f.data.text === text)).toMatchObject({ userID: world.nobody.userID, data: { type: 'feedback', text } });
        },
      };
    },
  },
];
