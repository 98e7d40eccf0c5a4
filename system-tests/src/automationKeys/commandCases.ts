// The automation keys' rows of the every-command table (../acceptance/commands/everyCommand.api.test.ts):
// the admin makes a key (a new one per row) and revokes one; the admin's list shows the change.
import type { CommandCase } from '../acceptance/commands/commandCase';
import { after } from '../acceptance/shared/answers';
import type { Person } from '../acceptance/shared/people';

const LIST = '/api/admin/getAutomationKeys';

const listed = async (who: Person, keyID: string, answer: Parameters<typeof after>[0]) => {
  const list = await who.client.post(LIST, {}, after(answer));
  expect(list.status).toBe(200);
  return (list.body.keys as { keyID: string; revokedOn: string | null }[]).find((k) => k.keyID === keyID);
};

export const automationKeyCommandCases: CommandCase[] = [
  {
    path: '/admin/createAutomationKey',
    prepare: async (world) => ({
      who: world.admin,
      body: { name: `Row key ${Date.now()}`, scopes: ['exporter'], expiresInDays: 2 },
      sees: async (a) => {
        expect(await listed(world.admin, a.body.keyID, a)).toMatchObject({ keyID: a.body.keyID, revokedOn: null });
      },
    }),
  },
  {
    path: '/admin/revokeAutomationKey',
    prepare: async (world) => {
      const made = await world.admin.client.post('/api/admin/createAutomationKey', { name: 'Row key to revoke', scopes: ['credits'], expiresInDays: 2 });
      if (made.status !== 200) throw new Error(`createAutomationKey: ${made.status} ${made.text}`);
      const { keyID } = made.body as { keyID: string };
      return {
        who: world.admin,
        body: { keyID },
        sees: async (a) => {
          expect((await listed(world.admin, keyID, a))?.revokedOn).toEqual(expect.any(String));
        },
      };
    },
  },
];
