// A card of the projectList read model (a row of its `projects` table): the columns its projector
// folds and the query API answers from. Only the shape: the SQL stays on each side. Times are read as
// text, in the format the reading SELECT makes (the projector's `::text`, the API's ISO 8601).
import type { Member, ProjectLink, ProjectTrelloLink } from './models';

export interface ProjectCardRow {
  project_id: string;
  name: string;
  status: number;
  created_on: string;
  modified: string;
  /** The folders it is in. */
  groups: string[];
  owner_user_id: number;
  thumbnail: string | null;
  /** File types of its files. */
  types: string[];
  comment_count: number;
  word_count: number;
  /** Its members' names and avatars, copied from their users' events. */
  members: Member[];
  /** The contents page's settings: links as the API answers them, the due date (YYYY-MM-DD) and when it was completed. */
  links: ProjectLink[];
  due_date: string | null;
  due_completed_on: string | null;
  /** The linked card of the card board (data.trello), null without one. */
  trello: ProjectTrelloLink | null;
  /** The learning site's status of its linked video: 1 live, 0 draft, -1 not linked. */
  learn_status: 1 | 0 | -1;
}
