// A realistic workspace for the load run, in the running product: 10,000 projects (appended as the
// command API writes them, then projected by the product), 100,000 files in 50 kits in the asset
// search (written into its read model as a restore would: cases/assetSearchHttp.ts), one review
// project whose scenes hold comments to read, a scene for each commenter and each scene editor, and a
// session for each user.
import { AuthPaths, Calls, ProjectCalls } from '@wb/contracts';
import { PostgresFileSearchIndex } from '@wb/platform';
import http from 'node:http';
import type { Pool } from 'pg';
import { ApiClient, signedInClients } from '../cases/apiClient';
import { seedModels } from '../cases/assetSearchHttp';
import { generateLibrary, generateQueries, type TypedQuery } from '../cases/assetLibrary';
import { seedPostgres } from '../cases/assetSearch';
import type { EmbeddedApp } from '../cases/embeddedApp';
import { nowMs } from '../cases/latency';
import { waitForReadModels } from '../cases/readModels';
import { seedProjects } from '../cases/seedProjects';

const PROJECTS = 10_000;
/**
 * The asset library: 100,000 files (DESIGN.md section 11's figure) in a soak; 20,000 in the 60 s run,
 * whose seeding would otherwise take longer than its load (the search index's 15 rests per file).
 */
const FILES = Number(process.env.BENCH_LOAD_FILES ?? (process.argv.includes('--soak') ? 100_000 : 20_000));
const KITS = 50;
/** Scenes whose comments are read, and the comments each holds (a review of a few minutes' video). */
const REVIEWED_SCENES = 5;
const COMMENTS_PER_SCENE = 40;
/** The first admin, who owns the seeded projects and is every user of the run. */
const ADMIN_USER_ID = 1;
const CATCH_UP_TIMEOUT_MS = 180_000;

export interface Workspace {
  /** One session cookie for each user (each user signs in once, as a browser would). */
  readonly cookies: readonly string[];
  readonly assetQueries: readonly TypedQuery[];
  /** Scenes with COMMENTS_PER_SCENE comments each, read by the commenters. */
  readonly reviewedScenes: readonly string[];
  /**
   * Scenes of its own for each commenter to comment on, one after another: a scene takes at most 500
   * comments (spec 002 section 9), which a commenter reaches in about 17 minutes of the soak.
   */
  readonly commentedScenes: readonly (readonly string[])[];
  /** A scene of its own for each editor to save. */
  readonly editedScenes: readonly string[];
}

export interface People {
  readonly users: number;
  readonly commenters: number;
  /** How many scenes each commenter fills in turn (COMMENTS_PER_COMMENTED_SCENE each). */
  readonly scenesPerCommenter: number;
  readonly editors: number;
}

/** Comments a commenter leaves on one scene before it moves to its next: below the limit of 500. */
export const COMMENTS_PER_COMMENTED_SCENE = 450;

const sessionCookie = async (client: ApiClient, email: string, password: string): Promise<string> => {
  const answer = await client.ok(AuthPaths.login, { email, password });
  const cookie = (answer.headers['set-cookie'] ?? []).map((c) => c.split(';')[0]!).join('; ');
  if (!cookie) throw new Error('sign-in answered no session cookie');
  return cookie;
};

export const seedWorkspace = async (app: EmbeddedApp, pool: Pool, people: People): Promise<Workspace> => {
  const started = nowMs();
  await seedProjects(pool, PROJECTS, ADMIN_USER_ID);
  const projectsAt = nowMs();
  const projectsSeconds = ((projectsAt - started) / 1000).toFixed(1);
  const library = generateLibrary(FILES, KITS);
  await seedPostgres(pool, () => new PostgresFileSearchIndex(pool), 'file_search', library);
  await seedModels(pool, library);
  const seconds = (from: number) => ((nowMs() - from) / 1000).toFixed(1);
  console.log(`# load: ${PROJECTS} projects appended in ${projectsSeconds} s, ${FILES} files written in ${seconds(projectsAt)} s`);

  const admin = await signedInClients(app.url, app.adminEmail, app.adminPassword, 1);
  try {
    const client = admin.clients[0]!;
    const project = await client.ok(`/api${ProjectCalls.create.path}`, { name: 'Load review', groups: [] });
    const { projectID } = (project.body as { project: { projectID: string } }).project;
    const newScene = async (name: string): Promise<string> => {
      const created = await client.ok(`/api${Calls.scene.createProjectScene.path}`, { projectID, name });
      return (created.body as { scene: { sceneID: string } }).scene.sceneID;
    };
    const reviewedScenes: string[] = [];
    for (let s = 0; s < REVIEWED_SCENES; s += 1) {
      const sceneID = await newScene(`Reviewed ${s + 1}`);
      for (let c = 0; c < COMMENTS_PER_SCENE; c += 1) {
        await client.ok(`/api${Calls.editor.saveSceneComment.path}`, { sceneID, text: `Timing at ${c}s: the arrow should land before the narration names it.`, annotations: [] });
      }
      reviewedScenes.push(sceneID);
    }
    const commentedScenes: string[][] = [];
    for (let i = 0; i < people.commenters; i += 1) {
      const own: string[] = [];
      for (let s = 0; s < people.scenesPerCommenter; s += 1) own.push(await newScene(`Commented ${i + 1}.${s + 1}`));
      commentedScenes.push(own);
    }
    const editedScenes: string[] = [];
    for (let i = 0; i < people.editors; i += 1) editedScenes.push(await newScene(`Edited ${i + 1}`));
    const { rows } = await pool.query<{ last: string }>('SELECT max(global_position)::text AS last FROM events');
    await waitForReadModels(client, pool, BigInt(rows[0]?.last ?? '0'), CATCH_UP_TIMEOUT_MS);
    // The planner's statistics and the visibility map, as autovacuum leaves them on a running server (cases/queries.ts).
    await pool.query('VACUUM (ANALYZE)');
    const cookies: string[] = [];
    // Signed in without a session (as a browser that has none), one after another: a sign-in appends to the user's stream.
    const agent = new http.Agent({ keepAlive: true });
    try {
      const anonymous = new ApiClient(app.url, agent);
      for (let i = 0; i < people.users; i += 1) cookies.push(await sessionCookie(anonymous, app.adminEmail, app.adminPassword));
    } finally {
      agent.destroy();
    }
    console.log(`# load: workspace ready (projected, ${people.users} users signed in) after ${((nowMs() - started) / 1000).toFixed(1)} s`);
    return { cookies, assetQueries: generateQueries(library, 4_000), reviewedScenes, commentedScenes, editedScenes };
  } finally {
    admin.close();
  }
};
