// The credits read model: one row per project with its credits as the editor shows them (items,
// partner logos, spacer) and the newest credits.png. Each change replaces one column whole, as its event does.
import { ReadModels, type AnyRecordedEvent } from '@wb/contracts';
import { createTable, KEY_TEXT, type Projection, type TableName, type TablePersistence } from '@wb/platform';
import type { PoolClient } from 'pg';
import { expectRow } from '../shared/rows';

const createTables = async (client: PoolClient, t: TableName, persistence: TablePersistence): Promise<void> => {
  await client.query(`
    ${createTable(persistence)} IF NOT EXISTS ${t('credits')} (
      project_id ${KEY_TEXT} PRIMARY KEY,
      items jsonb NOT NULL,
      partner_logos jsonb NOT NULL,
      spacer jsonb NOT NULL,
      image_src text,
      modified timestamptz NOT NULL
    );
  `);
};

export const EVENT_TYPES: readonly string[] = ['CreditsCreated', 'CreditItemsChanged', 'CreditsPartnerLogosChanged', 'CreditsSpacerChanged', 'CreditsPartnerLogosRemoved', 'CreditsImageExported'];

const json = (value: unknown): string => JSON.stringify(value);

const apply = async (client: PoolClient, event: AnyRecordedEvent, t: TableName): Promise<void> => {
  const set = async (column: string, value: unknown, projectID: string) =>
    expectRow(await client.query(`UPDATE ${t('credits')} SET ${column} = $2, modified = $3 WHERE project_id = $1`, [projectID, value, event.metadata.time]), `Credits of ${projectID}`);
  switch (event.type) {
    case 'CreditsCreated': {
      const { projectID, items, partnerLogos, spacer } = event.data;
      await client.query(
        `INSERT INTO ${t('credits')} (project_id, items, partner_logos, spacer, modified) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (project_id) DO UPDATE SET items = $2, partner_logos = $3, spacer = $4, modified = $5`,
        [projectID, json(items), json(partnerLogos), json(spacer), event.metadata.time],
      );
      return;
    }
    case 'CreditItemsChanged':
      return set('items', json(event.data.items), event.data.projectID);
    case 'CreditsPartnerLogosChanged':
      return set('partner_logos', json(event.data.partnerLogos), event.data.projectID);
    case 'CreditsSpacerChanged':
      return set('spacer', json(event.data.spacer), event.data.projectID);
    case 'CreditsPartnerLogosRemoved':
      return set('partner_logos', '[]', event.data.projectID);
    case 'CreditsImageExported':
      return set('image_src', event.data.src, event.data.projectID);
    default:
      return;
  }
};

export const creditsProjection: Projection = {
  name: ReadModels.credits,
  version: 1,
  tables: ['credits'],
  createTables,
  eventTypes: EVENT_TYPES,
  apply,
};
