// The users projection applied set-based: the batch's user events folded in memory over the rows they
// touch (read once), then written back in one upsert. Each change mirrors apply()'s SQL exactly (arrays
// keep their order; a role or grant already held is not added again); the rows are tested equal to
// those apply() builds. An event apply() would refuse makes this throw, and the runtime then applies the
// batch event by event and parks that event.
import type { AnyRecordedEvent, UserRow } from '@wb/contracts';
import type { TableName } from '@wb/platform';
import type { PoolClient } from 'pg';

type UserEvent = Extract<
  AnyRecordedEvent,
  {
    type:
      | 'UserAdded'
      | 'UserDeactivated'
      | 'UserReactivated'
      | 'UserEmailChanged'
      | 'UserDegreesSet'
      | 'UserRoleAdded'
      | 'UserRoleRemoved'
      | 'UserSlackIdSet'
      | 'UserTrelloIdSet'
      | 'UserAvatarChanged'
      | 'UserPasswordSet'
      | 'GrantsAdded'
      | 'GrantsRevoked';
  }
>;

export const USER_TYPES = new Set<string>([
  'UserAdded',
  'UserDeactivated',
  'UserReactivated',
  'UserEmailChanged',
  'UserDegreesSet',
  'UserRoleAdded',
  'UserRoleRemoved',
  'UserSlackIdSet',
  'UserTrelloIdSet',
  'UserAvatarChanged',
  'UserPasswordSet',
  'GrantsAdded',
  'GrantsRevoked',
]);
const isUserEvent = (event: AnyRecordedEvent): event is UserEvent => USER_TYPES.has(event.type);

/** `column || ARRAY(SELECT x FROM unnest(values) x WHERE NOT x = ANY(column))`. */
const addAll = (column: readonly string[], values: readonly string[]): string[] => [...column, ...values.filter((x) => !column.includes(x))];

const evolve = (row: UserRow, event: Exclude<UserEvent, { type: 'UserAdded' }>): void => {
  switch (event.type) {
    case 'UserDeactivated':
      row.deactivated = true;
      return;
    case 'UserReactivated':
      row.deactivated = false;
      return;
    case 'UserEmailChanged':
      row.email = event.data.email;
      return;
    case 'UserDegreesSet':
      row.degrees = [...event.data.degrees];
      return;
    case 'UserRoleAdded':
      row.roles = addAll(row.roles, [event.data.role]);
      return;
    case 'UserRoleRemoved':
      row.roles = row.roles.filter((r) => r !== event.data.role);
      return;
    case 'UserSlackIdSet':
      row.slack_id = event.data.slackId;
      return;
    case 'UserTrelloIdSet':
      row.trello_id = event.data.trelloId;
      return;
    case 'UserAvatarChanged':
      row.avatar = event.data.src;
      return;
    case 'UserPasswordSet':
      row.has_password = true;
      return;
    case 'GrantsAdded':
      row.grants = addAll(row.grants, event.data.grants);
      return;
    case 'GrantsRevoked': {
      const revoked = new Set<string>(event.data.grants);
      row.grants = row.grants.filter((g) => !revoked.has(g));
      return;
    }
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
};

export const applyUsersBatch = async (client: PoolClient, events: readonly AnyRecordedEvent[], t: TableName): Promise<void> => {
  const userEvents = events.filter(isUserEvent);
  if (userEvents.length === 0) return;
  const ids = [...new Set(userEvents.map((e) => e.data.userID))];
  const { rows: loaded } = await client.query<UserRow>(`SELECT * FROM ${t('users')} WHERE user_id = ANY($1::int[])`, [ids]);
  const users = new Map(loaded.map((r) => [r.user_id, r]));
  const changed = new Set<number>();
  for (const event of userEvents) {
    const id = event.data.userID;
    const row = users.get(id);
    if (event.type === 'UserAdded') {
      if (row) throw new Error(`User ${id} is already in the read model`);
      users.set(id, {
        user_id: id,
        email: event.data.email,
        given_name: event.data.givenName,
        family_name: event.data.familyName,
        avatar: null,
        grants: [],
        roles: [],
        degrees: [],
        slack_id: null,
        trello_id: null,
        deactivated: false,
        has_password: false,
      });
    } else {
      if (!row) throw new Error(`User ${id} is not in the read model`);
      evolve(row, event);
    }
    changed.add(id);
  }
  await client.query(
    `INSERT INTO ${t('users')} (user_id, email, given_name, family_name, avatar, grants, roles, degrees, slack_id, trello_id, deactivated, has_password)
     SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(user_id integer, email text, given_name text, family_name text, avatar text,
       grants text[], roles text[], degrees text[], slack_id text, trello_id text, deactivated boolean, has_password boolean)
     ON CONFLICT (user_id) DO UPDATE SET email = EXCLUDED.email, given_name = EXCLUDED.given_name, family_name = EXCLUDED.family_name,
       avatar = EXCLUDED.avatar, grants = EXCLUDED.grants, roles = EXCLUDED.roles, degrees = EXCLUDED.degrees,
       slack_id = EXCLUDED.slack_id, trello_id = EXCLUDED.trello_id, deactivated = EXCLUDED.deactivated,
       has_password = EXCLUDED.has_password`,
    [JSON.stringify([...changed].map((id) => users.get(id)))],
  );
};
