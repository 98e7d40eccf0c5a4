// Whether the asker may read an entity's history (contracts' HistoryAccess): by a grant, or as a member
// of the project the entity belongs to, as the history read model knows it (its members and owners
// tables). Refused with 403, the same answer whether or not the entity exists, so that a refusal tells
// nothing about it.
import { HistoryAccess, Messages, type HistoryEntityType } from '@wb/contracts';
import { ApiError, type Pool } from '@wb/platform';
import type { Asker } from '../shared/queryCall';

const projectOfEntity = async (pool: Pool, entityType: HistoryEntityType, entityID: string): Promise<string | null> => {
  if (entityType === 'project') return entityID;
  const { rows } = await pool.query<{ project_id: string }>('SELECT project_id FROM history_owners WHERE entity_type = $1 AND entity_id = $2', [entityType, entityID]);
  return rows[0]?.project_id ?? null;
};

const isMember = async (pool: Pool, projectID: string, userID: number): Promise<boolean> => {
  const { rows } = await pool.query('SELECT 1 FROM history_members WHERE project_id = $1 AND user_id = $2', [projectID, userID]);
  return rows.length > 0;
};

export const mayReadHistory = async (pool: Pool, asker: Asker, entityType: HistoryEntityType, entityID: string): Promise<boolean> => {
  if (HistoryAccess.byGrant(asker.grants, entityType)) return true;
  if (!HistoryAccess.byMembership(asker.grants, entityType)) return false;
  const projectID = await projectOfEntity(pool, entityType, entityID);
  return projectID !== null && (await isMember(pool, projectID, asker.userID));
};

export const requireHistoryReader = async (pool: Pool, asker: Asker, entityType: HistoryEntityType, entityID: string): Promise<void> => {
  if (!(await mayReadHistory(pool, asker, entityType, entityID))) throw new ApiError('forbidden', Messages.historyNotAllowed);
};
