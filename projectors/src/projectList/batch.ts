// The project list applied set-based: the cards and people a batch touches are read once, the batch is
// folded over them in memory (fold.ts), and the result is written back a statement per table (relations:
// per combination of columns set), the cards' members with the cards, from the relations and people
// written before them.
// The rows are those apply() builds event by event (setBased.int.test.ts compares them); a batch
// without project or people events costs no round trip.
import type { AnyRecordedEvent } from '@wb/contracts';
import type { TableName } from '@wb/platform';
import type { PoolClient } from 'pg';
import { foldBatch, isPersonEvent, isProjectEvent, openedOnlyCard, type CardRow, type FoldedBatch, type PersonRow, type RelationChange } from './fold';
import { membersOf } from './tables';

/**
 * The cards the batch touches. Those only opened in it (most of a batch: ProjectAccessed changes no
 * card) are only checked to exist, so their columns are neither converted nor sent.
 */
const loadCards = async (client: PoolClient, t: TableName, full: readonly string[], openedOnly: readonly string[]): Promise<Map<string, CardRow>> => {
  if (full.length === 0 && openedOnly.length === 0) return new Map();
  const { rows } = await client.query<CardRow | { project_id: string; name: null }>(
    // Times as text: written back unchanged to the microsecond (a Date keeps milliseconds).
    `SELECT project_id, name, status, created_on::text, modified::text, groups, owner_user_id, thumbnail, links, due_date, due_completed_on::text, word_count, trello, learn_status
     FROM ${t('projects')} WHERE project_id = ANY($1::text[])
     UNION ALL
     SELECT project_id, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL, NULL FROM ${t('projects')} WHERE project_id = ANY($2::text[])`,
    [full, openedOnly],
  );
  return new Map(rows.map((r) => [r.project_id, r.name === null ? openedOnlyCard(r.project_id) : r]));
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

/**
 * The cards, after the relations and people they show are written: new ones with every column the events
 * give, changed ones with their new values and, where they changed, their members, so that a card gets
 * one new row version per batch. The members depend only on the relations and the members' names, and
 * apply() writes them again at every change of either, so writing them from the batch's end state ends
 * where apply() ends.
 */
const writeCards = async (client: PoolClient, t: TableName, cards: FoldedBatch['cards']): Promise<void> => {
  if (cards.length === 0) return;
  const projects = t('projects');
  await client.query(
    `WITH x AS (SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(project_id text, name text, status smallint, created_on timestamptz,
                  modified timestamptz, groups text[], owner_user_id integer, thumbnail text, links json, due_date text, due_completed_on timestamptz,
                  word_count integer, trello json, learn_status smallint, is_new boolean, refresh_members boolean)),
     created AS (
       INSERT INTO ${projects} (project_id, name, name_lower, status, created_on, modified, groups, owner_user_id, thumbnail, links, due_date, due_completed_on, word_count, trello, learn_status, members)
       SELECT x.project_id, x.name, lower(x.name), x.status, x.created_on, x.modified, x.groups, x.owner_user_id, x.thumbnail, x.links, x.due_date, x.due_completed_on, x.word_count, x.trello, x.learn_status,
         ${membersOf(t, 'x.project_id')}
       FROM x WHERE x.is_new)
     UPDATE ${projects} p SET name = x.name, name_lower = lower(x.name), status = x.status, modified = x.modified, groups = x.groups,
       thumbnail = x.thumbnail, links = x.links, due_date = x.due_date, due_completed_on = x.due_completed_on, word_count = x.word_count, trello = x.trello, learn_status = x.learn_status,
       members = CASE WHEN x.refresh_members THEN ${membersOf(t)} ELSE p.members END
     FROM x WHERE p.project_id = x.project_id AND NOT x.is_new`,
    [JSON.stringify(cards)],
  );
};

const FLAGS = ['member', 'owner', 'subscribed', 'last_accessed'] as const;
const SQL_TYPE = { member: 'boolean', owner: 'boolean', subscribed: 'boolean', last_accessed: 'timestamptz' } as const;

/**
 * The relations, as upserts setting what the batch set (the rest kept, or their defaults when new): one
 * statement per combination of columns set (opened; joined and subscribed; created...), a few per batch.
 */
const writeRelations = async (client: PoolClient, t: TableName, relations: FoldedBatch['relations']): Promise<void> => {
  const bySet = new Map<string, RelationChange[]>();
  for (const relation of relations) {
    const key = FLAGS.filter((f) => relation[f] !== null).join(',');
    const group = bySet.get(key);
    if (group) group.push(relation);
    else bySet.set(key, [relation]);
  }
  for (const group of bySet.values()) {
    const first = group[0];
    if (!first) continue;
    const columns = FLAGS.filter((f) => first[f] !== null);
    await client.query(
      `INSERT INTO ${t('project_users')} (project_id, user_id${columns.map((c) => `, ${c}`).join('')})
       SELECT * FROM unnest($1::text[], $2::int[]${columns.map((c, i) => `, $${i + 3}::${SQL_TYPE[c]}[]`).join('')})
       ON CONFLICT (project_id, user_id) DO UPDATE SET ${columns.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}`,
      [group.map((r) => r.project_id), group.map((r) => r.user_id), ...columns.map((c) => group.map((r) => r[c]))],
    );
  }
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

/** The members of the other cards of people whose names or avatar changed (as refreshCardsOf writes them). */
const writeMembersOfPeople = async (client: PoolClient, t: TableName, people: readonly number[], written: readonly string[]): Promise<void> => {
  if (people.length === 0) return;
  await client.query(
    `UPDATE ${t('projects')} p SET members = ${membersOf(t)}
     WHERE p.project_id IN (SELECT project_id FROM ${t('project_users')} WHERE user_id = ANY($1::int[]) AND (member OR owner))
       AND NOT p.project_id = ANY($2::text[])`,
    [people, written],
  );
};

export const applyProjectListBatch = async (client: PoolClient, events: readonly AnyRecordedEvent[], t: TableName): Promise<void> => {
  const changed = new Set<string>();
  const opened = new Set<string>();
  const userIDs = new Set<number>();
  for (const event of events) {
    if (isProjectEvent(event)) (event.type === 'ProjectAccessed' ? opened : changed).add(event.data.projectID);
    else if (isPersonEvent(event)) userIDs.add(event.data.userID);
  }
  if (changed.size === 0 && opened.size === 0 && userIDs.size === 0) return;
  const openedOnly = [...opened].filter((id) => !changed.has(id));
  const folded = foldBatch(events, await loadCards(client, t, [...changed], openedOnly), await loadPeople(client, t, [...userIDs]));
  await writePeople(client, t, folded.people);
  await writeRelations(client, t, folded.relations);
  await writeCards(client, t, folded.cards);
  await writeMembersOfPeople(
    client,
    t,
    folded.membersOfPeople,
    folded.cards.filter((c) => c.refresh_members).map((c) => c.project_id),
  );
  await writeCounts(client, t, folded.counts);
};
