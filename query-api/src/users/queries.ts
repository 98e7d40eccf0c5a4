// Users read model: profiles, the team, grants, and the access every call's authorization reads.
import { AdminCalls, UserCalls, type CallDef, type TeamMember, type User, type UserGrants } from '@wb/contracts';
import { notFound, type Access, type CallHandler, type Pool } from '@wb/platform';

interface UserRow {
  user_id: number;
  email: string;
  given_name: string;
  family_name: string;
  avatar: string | null;
  grants: string[];
  roles: string[];
  degrees: string[];
  slack_id: string | null;
  trello_id: string | null;
  deactivated: boolean;
}

const fullName = (row: UserRow) => `${row.given_name} ${row.family_name}`.trim();

const toUser = (row: UserRow): User => ({
  userID: row.user_id,
  givenName: row.given_name,
  familyName: row.family_name,
  fullName: fullName(row),
  email: row.email,
  avatar: row.avatar,
  permissions: row.grants,
  data: { roles: row.roles, degrees: row.degrees, slackId: row.slack_id, trello: { id: row.trello_id }, deactivated: row.deactivated },
});

const toTeamMember = (row: UserRow): TeamMember => ({
  userID: row.user_id, givenName: row.given_name, familyName: row.family_name, fullName: fullName(row), avatar: row.avatar,
});

const toUserGrants = (row: UserRow): UserGrants => ({ userID: row.user_id, fullName: fullName(row), email: row.email, permissions: row.grants });

const ORDER = 'ORDER BY lower(given_name), lower(family_name), user_id';

export const createAccessOf = (pool: Pool) => async (userID: number): Promise<Access | null> => {
  const { rows } = await pool.query<Pick<UserRow, 'grants' | 'deactivated'>>('SELECT grants, deactivated FROM users WHERE user_id = $1', [userID]);
  const row = rows[0];
  return row ? { grants: row.grants, deactivated: row.deactivated } : null;
};

export const userHandlers = (pool: Pool): [CallDef, CallHandler][] => {
  const accessOf = createAccessOf(pool);
  const one = async (userID: number): Promise<User> => {
    const { rows } = await pool.query<UserRow>('SELECT * FROM users WHERE user_id = $1', [userID]);
    if (!rows[0]) throw notFound('User');
    return toUser(rows[0]);
  };
  const all = async (where = ''): Promise<UserRow[]> => (await pool.query<UserRow>(`SELECT * FROM users ${where} ${ORDER}`)).rows;

  return [
    [UserCalls.getUser, async (input: { userID?: number }, ctx) => ({ body: { user: await one(input.userID ?? ctx.userID!) } })],
    [UserCalls.getTeam, async () => ({ body: { team: (await all('WHERE NOT deactivated')).map(toTeamMember) } })],
    [UserCalls.checkLoggedIn, async (_input, ctx) => {
      const access = ctx.userID === null ? null : await accessOf(ctx.userID);
      return { body: { loggedIn: access !== null && !access.deactivated } };
    }],
    [UserCalls.getLockContentStatus, async () => ({ body: { data: { locked: process.env.CONTENT_LOCKED === 'true' } } })],
    [AdminCalls.getAllUserGrants, async () => ({ body: { users: (await all()).map(toUserGrants) } })],
    [AdminCalls.getAllUsers, async () => ({ body: { users: (await all()).map(toUser) } })],
    [AdminCalls.getUser, async (input: { userID: number }) => ({ body: { user: await one(input.userID) } })],
  ];
};
