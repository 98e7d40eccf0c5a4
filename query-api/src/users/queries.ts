// Users read model: profiles, the team, grants, and the access every call's authorization reads.
import { AdminCalls, satisfies, UserCalls, type TeamMember, type User, type UserGrants, type UserRow } from '@wb/contracts';
import { notFound, type Access, type Pool } from '@wb/platform';
import { publicQueryCall, queryCall, type Asker, type QueryRoute } from '../shared/queryCall';

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
  userID: row.user_id,
  givenName: row.given_name,
  familyName: row.family_name,
  fullName: fullName(row),
  roles: row.roles,
  avatar: row.avatar,
});

const toUserGrants = (row: UserRow): UserGrants => ({ userID: row.user_id, fullName: fullName(row), email: row.email, permissions: row.grants });

const ORDER = 'ORDER BY lower(given_name), lower(family_name), user_id';

export const createAccessOf =
  (pool: Pool) =>
  async (userID: number): Promise<Access | null> => {
    const { rows } = await pool.query<Pick<UserRow, 'grants' | 'deactivated'>>('SELECT grants, deactivated FROM users WHERE user_id = $1', [userID]);
    const row = rows[0];
    return row ? { grants: row.grants, deactivated: row.deactivated } : null;
  };

/**
 * Issue 7: another user's email, grants and flags are for admins of users (root included); anyone
 * else sees the fields the team list shows.
 */
const seesFullRecord = (asker: Asker, userID: number): boolean => userID === asker.userID || satisfies(asker.grants, 'admin.users');

export const userHandlers = (pool: Pool): QueryRoute[] => {
  const accessOf = createAccessOf(pool);
  const row = async (userID: number): Promise<UserRow> => {
    const { rows } = await pool.query<UserRow>('SELECT * FROM users WHERE user_id = $1', [userID]);
    if (!rows[0]) throw notFound('User');
    return rows[0];
  };
  const all = async (where = ''): Promise<UserRow[]> => (await pool.query<UserRow>(`SELECT * FROM users ${where} ${ORDER}`)).rows;

  return [
    queryCall(UserCalls.getUser, async (input, asker) => {
      const userID = input.userID ?? asker.userID;
      const found = await row(userID);
      return { user: seesFullRecord(asker, userID) ? toUser(found) : toTeamMember(found) };
    }),
    queryCall(UserCalls.getTeam, async () => ({ team: (await all('WHERE NOT deactivated')).map(toTeamMember) })),
    publicQueryCall(UserCalls.checkLoggedIn, async (_input, ctx) => {
      const access = ctx.userID === null ? null : await accessOf(ctx.userID);
      return { loggedIn: access !== null && !access.deactivated };
    }),
    queryCall(AdminCalls.getAllUserGrants, async () => ({ users: (await all()).map(toUserGrants) })),
    queryCall(AdminCalls.getAllUsers, async () => ({ users: (await all()).map(toUser) })),
    queryCall(AdminCalls.getUser, async (input) => ({ user: toUser(await row(input.userID)) })),
    queryCall(UserCalls.getPasswordStatus, async (_input, asker) => ({ hasPassword: (await row(asker.userID)).has_password })),
    // One above the highest id in use (deactivated users keep theirs); two admins adding at once: the second is refused with userIdTaken.
    queryCall(AdminCalls.getNextUserID, async () => {
      const { rows } = await pool.query<{ next: number }>('SELECT COALESCE(MAX(user_id), 0) + 1 AS next FROM users');
      return { userID: rows[0]?.next ?? 1 };
    }),
  ];
};
