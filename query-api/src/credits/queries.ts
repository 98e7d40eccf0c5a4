// The credits read model's reads: the editor's (getCreditsData, project view) and the credits
// exporter page's (getExporterCredits, a live automation key of scope credits instead of a session).
import { Calls, type CreditsData, type ProjectCredits } from '@wb/contracts';
import type { Pool } from '@wb/platform';
import { publicQueryCall, queryCall, type QueryRoute } from '../shared/queryCall';

interface CreditsRow {
  project_id: string;
  items: CreditsData['items'];
  partner_logos: CreditsData['partnerLogos'];
  spacer: CreditsData['spacer'];
  modified: Date;
}

const toCredits = (row: CreditsRow): ProjectCredits => ({
  projectID: row.project_id,
  // The older single logo is folded into the list when saved, so it is never answered on its own.
  data: { items: row.items, partnerLogos: row.partner_logos, partnerLogo: null, spacer: row.spacer },
  modified: row.modified.toISOString(),
});

const creditsOf = async (pool: Pool, projectID: string): Promise<ProjectCredits | null> => {
  const { rows } = await pool.query<CreditsRow>('SELECT project_id, items, partner_logos, spacer, modified FROM credits WHERE project_id = $1', [projectID]);
  const row = rows[0];
  return row === undefined ? null : toCredits(row);
};

export const creditsHandlers = (pool: Pool): QueryRoute[] => [
  queryCall(Calls.project.getCreditsData, async (input) => ({ creditsData: await creditsOf(pool, input.projectID) })),
  publicQueryCall(Calls.exporter.getExporterCredits, async (input) => {
    // The router let through only a live key of scope credits (the call's access).
    const credits = await creditsOf(pool, input.projectID);
    return { credits: credits === null ? null : { data: credits.data } };
  }),
];
