// The project list applied set-based: the cards and people a batch touches are read once, the batch is
// folded over them in memory (fold.ts), and the result is written back with one statement per table,
// then the members of the cards whose relations or people changed are written again in one statement.
// The rows are those apply() builds event by event (setBased.int.test.ts compares them); a batch
// without project or people events costs no round trip.
import type { AnyRecordedEvent } from '@wb/contracts';
import type { TableName } from '@wb/platform';
import type { PoolClient } from 'pg';
import { foldBatch, isPersonEvent, isProjectEvent, type CardRow, type FoldedBatch, type PersonRow } from './fold';
import { membersOf } from './tables';

const loadCards = async (client: PoolClient, t: TableName, ids: readonly string[]): Promise<Map<string, CardRow>> => {
  if (ids.length === 0) return new Map();
  const { rows } = await client.query<CardRow>(
    `SELECT project_id, name, status, created_on, modified, groups, owner_user_id FROM ${t('projects')} WHERE project_id = ANY($1::text[])`, [ids]);
  return new Map(rows.map((r) => [r.project_id, r]));
};

const loadPeople = async (client: PoolClient, t: TableName, ids: readonly number[]): Promise<Map<number, PersonRow>> => {
  if (ids.length === 0) return new Map();
  const { rows } = await client.query<PersonRow>(`SELECT user_id, given_name, family_name, avatar FROM ${t('project_people')} WHERE user_id = ANY($1::int[])`, [ids]);
  return new Map(rows.map((r) => [r.user_id, r]));
};

const writePeople = async (client: PoolClient, t: TableName, people: FoldedBatch['people']): Promise<void> => {
  if (people.length === 0) return;
  await client.query(
    `INSERT INTO ${t('project_people')} (user_id, given_name, family_name, avatar)
     SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(user_id integer, given_name text, family_name text, avatar text)
     ON CONFLICT (user_id) DO UPDATE SET given_name = EXCLUDED.given_name, family_name = EXCLUDED.family_name, avatar = EXCLUDED.avatar`,
    [JSON.stringify(people)],
  );
};

/** New cards with every column the events give; changed ones keep their other columns (thumbnail, members...). */
const writeCards = async (client: PoolClient, t: TableName, cards: FoldedBatch['cards']): Promise<void> => {
  if (cards.length === 0) return;
  await client.query(
    `INSERT INTO ${t('projects')} (project_id, name, name_lower, status, created_on, modified, groups, owner_user_id)
     SELECT x.project_id, x.name, lower(x.name), x.status, x.created_on, x.modified, x.groups, x.owner_user_id
     FROM jsonb_to_recordset($1::jsonb) AS x(project_id text, name text, status smallint, created_on timestamptz,
       modified timestamptz, groups text[], owner_user_id integer)
     ON CONFLICT (project_id) DO UPDATE SET name = EXCLUDED.name, name_lower = EXCLUDED.name_lower, status = EXCLUDED.status,
       modified = EXCLUDED.modified, groups = EXCLUDED.groups`,
    [JSON.stringify(cards)],
  );
};

/**
 * The relations: existing ones get the flags and times the batch set (others kept), new ones get them
 * over the defaults. One statement (an update, then an insert of the pairs it did not find): the
 * runtime's lock makes this projection the tables' only writer.
 */
const writeRelations = async (client: PoolClient, t: TableName, relations: FoldedBatch['relations']): Promise<void> => {
  if (relations.length === 0) return;
  const pu = t('project_users');
  await client.query(
    `WITH x AS (SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(project_id text, user_id integer, member boolean, owner boolean,
                  subscribed boolean, last_accessed timestamptz)),
     changed AS (
       UPDATE ${pu} pu SET member = COALESCE(x.member, pu.member), owner = COALESCE(x.owner, pu.owner),
         subscribed = COALESCE(x.subscribed, pu.subscribed), last_accessed = COALESCE(x.last_accessed, pu.last_accessed)
       FROM x WHERE pu.project_id = x.project_id AND pu.user_id = x.user_id
       RETURNING pu.project_id, pu.user_id)
     INSERT INTO ${pu} (project_id, user_id, member, owner, subscribed, last_accessed)
     SELECT x.project_id, x.user_id, COALESCE(x.member, false), COALESCE(x.owner, false), COALESCE(x.subscribed, false), x.last_accessed
     FROM x WHERE NOT EXISTS (SELECT 1 FROM changed c WHERE c.project_id = x.project_id AND c.user_id = x.user_id)`,
    [JSON.stringify(relations)],
  );
};

const writeCounts = async (client: PoolClient, t: TableName, counts: FoldedBatch['counts']): Promise<void> => {
  if (counts.length === 0) return;
  await client.query(
    `INSERT INTO ${t('project_counts')} AS c (group_id, status, n)
     SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(group_id text, status smallint, n integer)
     ON CONFLICT (group_id, status) DO UPDATE SET n = c.n + EXCLUDED.n`,
    [JSON.stringify(counts)],
  );
};

/**
 * The members of these cards and of every card these people are members of, from the rows as the batch
 * left them. A card's members depend only on its relations and its members' names: apply() writes them
 * again at every change of either, so this ends where it ends.
 */
const writeMembers = async (client: PoolClient, t: TableName, cards: readonly string[], people: readonly number[]): Promise<void> => {
  if (cards.length === 0 && people.length === 0) return;
  await client.query(
    `UPDATE ${t('projects')} p SET members = ${membersOf(t)}
     WHERE p.project_id IN (SELECT unnest($1::text[])
                            UNION SELECT project_id FROM ${t('project_users')} WHERE user_id = ANY($2::int[]) AND (member OR owner))`,
    [cards, people],
  );
};

export const applyProjectListBatch = async (client: PoolClient, events: readonly AnyRecordedEvent[], t: TableName): Promise<void> => {
  const projectIDs = new Set<string>();
  const userIDs = new Set<number>();
  for (const event of events) {
    if (isProjectEvent(event)) projectIDs.add(event.data.projectID);
    else if (isPersonEvent(event)) userIDs.add(event.data.userID);
  }
  if (projectIDs.size === 0 && userIDs.size === 0) return;
  const folded = foldBatch(events, await loadCards(client, t, [...projectIDs]), await loadPeople(client, t, [...userIDs]));
  await writePeople(client, t, folded.people);
  await writeCards(client, t, folded.cards);
  await writeRelations(client, t, folded.relations);
  await writeCounts(client, t, folded.counts);
  await writeMembers(client, t, folded.membersOfCards, folded.membersOfPeople);
};
