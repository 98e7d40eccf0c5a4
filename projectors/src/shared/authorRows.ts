// Authors' names of a run of UserAdded events written with one upsert: the last name each user was given
// wins, as upsertAuthorRow (../shared/commentThreadRows.ts) one event at a time leaves it. Every comment
// thread's read model keeps its authors alike, so the other comment projections write theirs with it.
import type { AnyRecordedEvent } from '@wb/contracts';
import type { PoolClient } from 'pg';
import { lastValues } from './runs';
import { required } from './required';

type UserAdded = Extract<AnyRecordedEvent, { type: 'UserAdded' }>;

export const upsertAuthorRows = async (client: PoolClient, authors: string, events: readonly UserAdded[]): Promise<void> => {
  if (events.length === 0) return;
  // An earlier event's bad name would be overwritten here, where one at a time it fails: check them all.
  for (const e of events) required(e, e.data.userID, e.data.givenName, e.data.familyName);
  const last = lastValues(events, (e) => [String(e.data.userID), e.data]);
  const users = [...last.values()];
  await client.query(
    `INSERT INTO ${authors} (user_id, given_name, family_name) SELECT * FROM unnest($1::integer[], $2::text[], $3::text[])
     ON CONFLICT (user_id) DO UPDATE SET given_name = EXCLUDED.given_name, family_name = EXCLUDED.family_name`,
    [users.map((u) => u.userID), users.map((u) => u.givenName), users.map((u) => u.familyName)],
  );
};
