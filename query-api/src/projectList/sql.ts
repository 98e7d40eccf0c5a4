// SQL of the project answers: a card is one row of `projects` (its members written there by the
// projector), plus the asking user's own relation row (subscribed, last opened), found by its key.
import type { Project, ProjectCardRow } from '@wb/contracts';

/** A card as the answers read it (times as ISO 8601 in UTC, as toISOString writes them: see isoText) and the asking user's relation. */
export type ProjectRow = Omit<ProjectCardRow, 'owner_user_id' | 'due_completed_on'> & {
  /** ISO 8601, as isoText makes it. */
  due_completed_on: string | null;
  my_subscribed: boolean | null;
  my_last_accessed: string | null;
};

/**
 * A timestamp as the text Date.toISOString writes (milliseconds, UTC, 'Z'), made by PostgreSQL: parsing
 * three timestamps per card into Dates and formatting them again was a tenth of a list's CPU. Being
 * fixed-width UTC, these texts sort as their times under COLLATE "C".
 */
const isoText = (column: string): string => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The columns of a card; `p` is the project, `me` the asking user's relation (may be absent). The
 * times are texts under their column's name: order by the qualified column (`p.modified`), not the name.
 */
export const CARD_COLUMNS = `p.project_id, p.name, p.status, ${isoText('p.created_on')} AS created_on, ${isoText('p.modified')} AS modified,
  p.groups, p.thumbnail, p.types, p.comment_count, p.word_count, p.members, p.links, p.due_date, p.trello, p.learn_status,
  ${isoText('p.due_completed_on')} AS due_completed_on, me.subscribed AS my_subscribed,
  ${isoText('me.last_accessed')} AS my_last_accessed`;

/**
 * A card as JSON text, made by PostgreSQL in the shape of toProject (same members, same order): a page
 * of these is sent as it is (see JsonText), without parsing rows into objects and stringifying them.
 */
export const CARD_JSON = `json_build_object('projectID', p.project_id, 'name', p.name, 'status', p.status,
  'createdOn', ${isoText('p.created_on')}, 'modified', ${isoText('p.modified')}, 'groups', p.groups, 'members', p.members,
  'thumbnail', p.thumbnail, 'types', p.types, 'commentCount', p.comment_count, 'wordCount', p.word_count,
  'subscribed', COALESCE(me.subscribed, false), 'lastAccessed', ${isoText('me.last_accessed')},
  'data', json_build_object('links', p.links, 'due', json_build_object('date', p.due_date, 'completedOn', ${isoText('p.due_completed_on')}), 'trello', p.trello), 'learnStatus', p.learn_status)::text AS card`;

/** The asking user's relation to project `p`; $1 is always the asking user's id. */
export const MY_RELATION = 'LEFT JOIN project_users me ON me.project_id = p.project_id AND me.user_id = $1';

export const PROJECT_SELECT = `SELECT ${CARD_COLUMNS} FROM projects p ${MY_RELATION}`;

export const toProject = (row: ProjectRow): Project => ({
  projectID: row.project_id,
  name: row.name,
  status: row.status,
  createdOn: row.created_on,
  modified: row.modified,
  groups: row.groups,
  members: row.members,
  thumbnail: row.thumbnail,
  types: row.types,
  commentCount: row.comment_count,
  wordCount: row.word_count,
  subscribed: row.my_subscribed ?? false,
  lastAccessed: row.my_last_accessed,
  data: { links: row.links, due: { date: row.due_date, completedOn: row.due_completed_on }, trello: row.trello },
  learnStatus: row.learn_status,
});

/** Builds a WHERE clause with numbered parameters after the asking user's $1. */
export class Where {
  readonly params: unknown[];
  private readonly parts: string[] = [];
  constructor(userID: number) {
    this.params = [userID];
  }
  /** `sql` uses `?` for the one parameter it takes. */
  add(sql: string, value?: unknown): this {
    if (value === undefined) this.parts.push(sql);
    else this.parts.push(sql.replace('?', this.param(value)));
    return this;
  }
  /** A parameter's placeholder, for SQL outside the conditions (LIMIT, OFFSET, a join). */
  param(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }
  /** The conditions joined by AND, without the WHERE. */
  conditions(): string {
    return this.parts.length ? this.parts.join(' AND ') : 'true';
  }
  toString(): string {
    return this.parts.length ? `WHERE ${this.parts.join(' AND ')}` : '';
  }
}

/** Lower-cased and with LIKE's wildcards escaped, for `name_lower LIKE '%' || ? || '%'` (served by the trigram index). */
export const likeText = (text: string): string =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (c) => `\\${c}`);
