// SQL of the project answers: one row per project with its members (names and avatars from the users
// read model) and the asking user's own relation (subscribed, last opened).
import type { Member, Project } from '@wb/contracts';

export interface ProjectRow {
  project_id: string;
  name: string;
  status: number;
  created_on: Date;
  modified: Date;
  groups: string[];
  thumbnail: string | null;
  types: string[];
  comment_count: number;
  word_count: number;
  members: Member[];
  my_subscribed: boolean | null;
  my_last_accessed: Date | null;
}

/** $1 is always the asking user's id. */
export const PROJECT_SELECT = `
  SELECT p.project_id, p.name, p.status, p.created_on, p.modified, p.groups, p.thumbnail, p.types,
         p.comment_count, p.word_count, me.subscribed AS my_subscribed, me.last_accessed AS my_last_accessed,
         COALESCE((
           SELECT json_agg(json_build_object(
                    'userID', pu.user_id, 'givenName', COALESCE(u.given_name, ''), 'familyName', COALESCE(u.family_name, ''),
                    'avatar', u.avatar, 'owner', pu.owner, 'subscribed', pu.subscribed)
                  ORDER BY pu.owner DESC, pu.user_id)
           FROM project_users pu LEFT JOIN users u ON u.user_id = pu.user_id
           WHERE pu.project_id = p.project_id AND (pu.member OR pu.owner)), '[]') AS members
  FROM projects p
  LEFT JOIN project_users me ON me.project_id = p.project_id AND me.user_id = $1`;

export const toProject = (row: ProjectRow): Project => ({
  projectID: row.project_id,
  name: row.name,
  status: row.status,
  createdOn: row.created_on.toISOString(),
  modified: row.modified.toISOString(),
  groups: row.groups,
  members: row.members,
  thumbnail: row.thumbnail,
  types: row.types,
  commentCount: row.comment_count,
  wordCount: row.word_count,
  subscribed: row.my_subscribed ?? false,
  lastAccessed: row.my_last_accessed ? row.my_last_accessed.toISOString() : null,
});

/** Builds a WHERE clause with numbered parameters after the asking user's $1. */
export class Where {
  readonly params: unknown[];
  private readonly conditions: string[] = [];
  constructor(userID: number) {
    this.params = [userID];
  }
  /** `sql` uses `?` for the one parameter it takes. */
  add(sql: string, value?: unknown): this {
    if (value === undefined) this.conditions.push(sql);
    else {
      this.params.push(value);
      this.conditions.push(sql.replace('?', `$${this.params.length}`));
    }
    return this;
  }
  toString(): string {
    return this.conditions.length ? `WHERE ${this.conditions.join(' AND ')}` : '';
  }
}

/** Lower-cased and with LIKE's wildcards escaped, for `name_lower LIKE '%' || ? || '%'` (served by the trigram index). */
export const likeText = (text: string): string => text.trim().toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`);
