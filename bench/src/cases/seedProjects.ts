// Fills a running product with projects fast: ProjectCreated events appended straight to its event
// store, shaped as the command API writes them (stream project-<id>, the name reserved in the same
// write), then the product's own projectors build the read models from them.
import { randomUUID } from 'node:crypto';
import type { EventData } from '@wb/contracts';
import { PostgresEventStore, type EventToAppend } from '@wb/platform';
import type { Pool } from 'pg';

const APPENDERS = 16;
/** Words of the team's subjects, so that a few typed letters match a realistic share of the names. */
export const TOPICS = [
  'Photosynthesis',
  'Volcanoes',
  'Fractions',
  'Gravity',
  'Water cycle',
  'Cell division',
  'Ancient Rome',
  'Magnetism',
  'Climate',
  'Geometry',
  'Electricity',
  'Plate tectonics',
  'Ecosystems',
  'Algebra',
  'Solar system',
  'Digestion',
  'Renaissance',
  'Probability',
  'Chemical bonds',
  'Immune system',
  'Ocean tides',
  'Weather fronts',
  'Sound waves',
  'Light',
];
const PARTS = ['intro', 'explainer', 'recap', 'quiz', 'lesson', 'deep dive', 'basics', 'review'];
/** Search-as-you-type: what a user has typed after a few keys. */
export const TYPED = ['ph', 'pho', 'vol', 'fra', 'gra', 'wat', 'cell', 'rom', 'mag', 'cli', 'geo', 'ele', 'eco', 'alg', 'sol', 'quiz', 'rec', 'int'];

const projectName = (n: number): string => `${TOPICS[n % TOPICS.length]} ${PARTS[Math.floor(n / TOPICS.length) % PARTS.length]} ${n + 1}`;

const projectCreated = (n: number, ownerUserID: number): { projectID: string; event: EventToAppend } => {
  const projectID = randomUUID();
  const data: EventData<'ProjectCreated'> = { projectID, name: projectName(n), groups: [], ownerUserID };
  return {
    projectID,
    event: {
      type: 'ProjectCreated',
      data,
      metadata: { eventId: randomUUID(), causationId: randomUUID(), correlationId: randomUUID(), userID: ownerUserID, time: new Date().toISOString(), schemaVersion: 1 },
    },
  };
};

/** Appends `count` projects owned by `ownerUserID`; answers the global position of the last append. */
export const seedProjects = async (pool: Pool, count: number, ownerUserID: number): Promise<bigint> => {
  const store = await PostgresEventStore.create(pool);
  let next = 0;
  let last = 0n;
  try {
    await Promise.all(
      Array.from({ length: APPENDERS }, async () => {
        while (next < count) {
          const n = next++;
          const { projectID, event } = projectCreated(n, ownerUserID);
          const { position } = await store.appendToStream(`project-${projectID}`, [event], {
            expectedRevision: 'noStream',
            // The key form of the command API's name reservation (trimmed, lower case).
            reserve: [{ scope: 'project-name', key: projectName(n).trim().toLowerCase() }],
          });
          if (position.globalPosition > last) last = position.globalPosition;
        }
      }),
    );
  } finally {
    await store.close();
  }
  return last;
};
