// Project cards and lists (tables.ts says what each table is for). Dates come from the events'
// metadata.time; names and avatars of members from the user events this projection keeps itself.
import { LearnLinkStatus, ProjectStatus, ProjectStatusSetBy, ReadModels, linkStatusOf, type AnyRecordedEvent } from '@wb/contracts';
import type { Projection, TableName } from '@wb/platform';
import type { PoolClient } from 'pg';
import { expectRow } from '../shared/rows';
import { applyProjectListBatch } from './batch';
import { PERSON_TYPES, PROJECT_TYPES, trelloLinkOf } from './fold';
import { addToCounts, ALL_PROJECTS, createTables, refreshCards, refreshCardsOf } from './tables';

type EventOf<T extends AnyRecordedEvent['type']> = Extract<AnyRecordedEvent, { type: T }>;

/** Sets columns of a project's row and its modified time. */
const updateProject = async (client: PoolClient, t: TableName, event: AnyRecordedEvent, projectID: string, set: string, values: unknown[] = []) => {
  const result = await client.query(`UPDATE ${t('projects')} SET ${set}${set ? ', ' : ''}modified = $2 WHERE project_id = $1`, [projectID, event.metadata.time, ...values]);
  expectRow(result, `Project ${projectID}`);
};

/** A new status, and the counts moved from the old one to it (overall and in each of its folders). */
const changeStatus = async (client: PoolClient, t: TableName, event: AnyRecordedEvent, projectID: string, status: ProjectStatus) => {
  const { rows } = await client.query<{ status: number; groups: string[] }>(
    `WITH old AS (SELECT project_id, status, groups FROM ${t('projects')} WHERE project_id = $1 FOR UPDATE)
     UPDATE ${t('projects')} p SET status = $3, modified = $2 FROM old WHERE p.project_id = old.project_id
     RETURNING old.status, old.groups`,
    [projectID, event.metadata.time, status],
  );
  const old = rows[0];
  if (!old) throw new Error(`Project ${projectID} is not in the read model`);
  if (old.status === status) return;
  await addToCounts(client, t, old.groups, old.status, -1);
  await addToCounts(client, t, old.groups, status, 1);
};

/** Puts a project in a folder or takes it out; the folder's count follows when that changed anything. */
const moveFolder = async (client: PoolClient, t: TableName, event: EventOf<'ProjectAddedToFolder' | 'ProjectRemovedFromFolder'>) => {
  const { projectID, projectGroupID } = event.data;
  const adding = event.type === 'ProjectAddedToFolder';
  const { rows } = await client.query<{ status: number; was_in: boolean }>(
    `WITH old AS (SELECT project_id, $3 = ANY(groups) AS was_in FROM ${t('projects')} WHERE project_id = $1 FOR UPDATE)
     UPDATE ${t('projects')} p SET modified = $2,
       groups = ${adding ? 'CASE WHEN old.was_in THEN p.groups ELSE array_append(p.groups, $3) END' : 'array_remove(p.groups, $3)'}
     FROM old WHERE p.project_id = old.project_id
     RETURNING p.status, old.was_in`,
    [projectID, event.metadata.time, projectGroupID],
  );
  const row = rows[0];
  if (!row) throw new Error(`Project ${projectID} is not in the read model`);
  if (row.was_in !== adding)
    await client.query(
      `INSERT INTO ${t('project_counts')} AS c (group_id, status, n) VALUES ($1, $2, $3)
     ON CONFLICT (group_id, status) DO UPDATE SET n = c.n + EXCLUDED.n`,
      [projectGroupID, row.status, adding ? 1 : -1],
    );
};

/** Sets a flag of a user's relation to a project, creating the relation; the project must exist. */
const upsertRelation = async (client: PoolClient, t: TableName, projectID: string, userID: number, column: 'member' | 'subscribed', value: boolean) => {
  const result = await client.query(
    `INSERT INTO ${t('project_users')} (project_id, user_id, ${column})
     SELECT project_id, $2, $3 FROM ${t('projects')} WHERE project_id = $1
     ON CONFLICT (project_id, user_id) DO UPDATE SET ${column} = $3`,
    [projectID, userID, value],
  );
  expectRow(result, `Project ${projectID}`);
  // Members show on the card with their subscribed flag.
  await refreshCards(client, t, [projectID]);
};

/**
 * The card, its creator's relation and the counts in one statement. ProjectCreated alone makes the
 * creator owner, member and subscribed (the Project aggregate folds it so); no ProjectSubscribed follows.
 */
const create = async (client: PoolClient, t: TableName, event: EventOf<'ProjectCreated'>) => {
  const { projectID, name, groups, ownerUserID } = event.data;
  await client.query(
    `WITH card AS (
       INSERT INTO ${t('projects')} (project_id, name, name_lower, status, created_on, modified, groups, owner_user_id, members)
       SELECT $1, $2, lower($2), $3, $4, $4, $5, $6, json_build_array(json_build_object(
                'userID', $6::int, 'givenName', COALESCE(u.given_name, ''), 'familyName', COALESCE(u.family_name, ''),
                'avatar', u.avatar, 'owner', true, 'subscribed', true))
       FROM (SELECT 1) AS one LEFT JOIN ${t('project_people')} u ON u.user_id = $6
       RETURNING project_id),
     relation AS (
       INSERT INTO ${t('project_users')} (project_id, user_id, member, owner, subscribed) SELECT project_id, $6, true, true, true FROM card
       ON CONFLICT (project_id, user_id) DO UPDATE SET member = true, owner = true, subscribed = true)
     INSERT INTO ${t('project_counts')} AS c (group_id, status, n)
     SELECT g, $3, 1 FROM unnest($7::text[]) AS g
     ON CONFLICT (group_id, status) DO UPDATE SET n = c.n + 1`,
    [projectID, name, ProjectStatus.Active, event.metadata.time, groups, ownerUserID, [...new Set([ALL_PROJECTS, ...groups])]],
  );
};

const apply = async (client: PoolClient, event: AnyRecordedEvent, t: TableName): Promise<void> => {
  switch (event.type) {
    case 'ProjectCreated':
      return create(client, t, event);
    case 'ProjectRenamed':
      return updateProject(client, t, event, event.data.projectID, 'name = $3, name_lower = lower($3)', [event.data.name]);
    case 'ProjectArchived':
    case 'ProjectDeleted':
    case 'ProjectRevived':
      return changeStatus(client, t, event, event.data.projectID, ProjectStatusSetBy[event.type]);
    case 'ProjectAddedToFolder':
    case 'ProjectRemovedFromFolder':
      return moveFolder(client, t, event);
    case 'ProjectLinkAdded':
      return updateProject(client, t, event, event.data.projectID, 'links = (links::jsonb || jsonb_build_array($3::jsonb))::json', [JSON.stringify(event.data.link)]);
    case 'ProjectLinkRemoved':
      return updateProject(
        client,
        t,
        event,
        event.data.projectID,
        `links = COALESCE((SELECT json_agg(l ORDER BY n) FROM json_array_elements(links) WITH ORDINALITY AS e(l, n) WHERE l->>'url' IS DISTINCT FROM $3), '[]')`,
        [event.data.url],
      );
    case 'ProjectDueDateSet':
      return updateProject(client, t, event, event.data.projectID, 'due_date = $3, due_completed_on = NULL', [event.data.dueDate]);
    case 'ProjectDueDateCleared':
      return updateProject(client, t, event, event.data.projectID, 'due_date = NULL, due_completed_on = NULL');
    case 'ProjectDueDateCompleted':
      return updateProject(client, t, event, event.data.projectID, 'due_completed_on = $3', [event.data.completedOn]);
    case 'ProjectThumbnailChanged':
      return updateProject(client, t, event, event.data.projectID, 'thumbnail = $3', [event.data.thumbnail]);
    case 'TrackingWordCountUpdated':
      return updateProject(client, t, event, event.data.projectID, 'word_count = $3', [event.data.wordCount]);
    case 'TrelloCardLinked':
      return updateProject(client, t, event, event.data.projectID, 'trello = $3::json', [JSON.stringify(trelloLinkOf(event.data))]);
    case 'TrelloCardUnlinked':
      return updateProject(client, t, event, event.data.projectID, `trello = CASE WHEN trello->>'id' = $3 THEN NULL ELSE trello END`, [event.data.cardId]);
    case 'LearnNodeLinked':
      return updateProject(client, t, event, event.data.projectID, 'learn_status = $3', [linkStatusOf(event.data.mediaStatus)]);
    case 'LearnNodeUnlinked':
      return updateProject(client, t, event, event.data.projectID, 'learn_status = $3', [LearnLinkStatus.notLinked]);
    case 'ProjectAccessed': {
      const { projectID, userID } = event.data;
      const result = await client.query(
        `INSERT INTO ${t('project_users')} (project_id, user_id, last_accessed)
         SELECT project_id, $2, $3 FROM ${t('projects')} WHERE project_id = $1
         ON CONFLICT (project_id, user_id) DO UPDATE SET last_accessed = $3`,
        [projectID, userID, event.metadata.time],
      );
      return expectRow(result, `Project ${projectID}`);
    }
    case 'ProjectMemberJoined':
      return upsertRelation(client, t, event.data.projectID, event.data.userID, 'member', true);
    case 'ProjectSubscribed':
      return upsertRelation(client, t, event.data.projectID, event.data.userID, 'subscribed', true);
    case 'ProjectUnsubscribed':
      return upsertRelation(client, t, event.data.projectID, event.data.userID, 'subscribed', false);
    case 'UserAdded': {
      const { userID, givenName, familyName } = event.data;
      await client.query(
        `INSERT INTO ${t('project_people')} (user_id, given_name, family_name) VALUES ($1, $2, $3)
         ON CONFLICT (user_id) DO UPDATE SET given_name = $2, family_name = $3`,
        [userID, givenName, familyName],
      );
      return refreshCardsOf(client, t, userID);
    }
    case 'UserAvatarChanged': {
      const result = await client.query(`UPDATE ${t('project_people')} SET avatar = $2 WHERE user_id = $1`, [event.data.userID, event.data.src]);
      expectRow(result, `User ${event.data.userID}`);
      return refreshCardsOf(client, t, event.data.userID);
    }
    default:
      return;
  }
};

export const projectListProjection: Projection = {
  name: ReadModels.projectList,
  // 2: cards carry their members (names and avatars from user events), counts per status and folder,
  // indexes per sort and per user relation. 3: the cards' table leaves room in its pages (fillfactor),
  // so that writing a card's members again, which changes no indexed column, stays on its page (HOT).
  // 4: project ids compare byte by byte (KEY_TEXT): a search joins every hit to its card by id.
  // 5: the contents page's settings (links, due date and its completion, thumbnail) on the card.
  // 6: the word count tracking keeps, and the linked card of the card board (data.trello).
  // 7: the learning site's status of the linked video (learnStatus).
  version: 7,
  tables: ['projects', 'project_users', 'project_people', 'project_counts'],
  createTables,
  // What the fold takes; apply's switch handles the same types.
  eventTypes: [...PROJECT_TYPES, ...PERSON_TYPES],
  apply,
  applyBatch: applyProjectListBatch,
};
