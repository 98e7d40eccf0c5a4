// A row of the users read model's `users` table, as its projector folds it and the query API reads it.
// Only the shape: the SQL stays on each side (projectors write, query-api reads).

export interface UserRow {
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
  /** A password was set (UserPasswordSet); accounts that sign in by single sign-on have none. */
  has_password: boolean;
}
