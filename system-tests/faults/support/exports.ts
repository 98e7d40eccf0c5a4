// Scene exports as a user starts them through the edge (a scene saved, an export added, then asked to
// render), what the dashboard shows of them, and the exporter's work folder: a part under way there is
// how the suite knows the exporter is mid-job (renderPart makes a part-* folder for the part's file and
// removes it once the part is stored).
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { isSuccess, type Api, type Outcome } from './api';
import { pause } from '../../src/testing/waitFor';

export interface StartedExports {
  readonly projectID: string;
  readonly sceneExportIDs: string[];
  /** Every call made to start them. */
  readonly outcomes: Outcome[];
}

/** A document of a few rectangles moving for `durationMs` (the shape the editor saves). */
const documentOf = (sceneID: string, durationMs: number) => ({
  sceneID,
  duration: durationMs,
  elements: Array.from({ length: 4 }, (_, i) => ({
    id: `el-${i}`,
    name: `Rectangle ${i}`,
    type: 'rect',
    start: 0,
    duration: durationMs,
    props: { translateX: i * 200, translateY: i * 100, width: 160, height: 120, style: { fill: '#ff0000' } },
    keyframes: { position: [{ id: `k-${i}`, time: durationMs / 2, translateX: i * 200 + 400, translateY: i * 100 + 200 }] },
  })),
});

const must = (outcome: Outcome, outcomes: Outcome[]): Outcome => {
  outcomes.push(outcome);
  if (!isSuccess(outcome)) throw new Error(`${outcome.path}: ${outcome.status || outcome.failure} ${JSON.stringify(outcome.body)?.slice(0, 200)}`);
  return outcome;
};

/** A project with `scenes` saved scenes of `durationMs`, each exported. */
export const startSceneExports = async (api: Api, { scenes, durationMs }: { scenes: number; durationMs: number }): Promise<StartedExports> => {
  const outcomes: Outcome[] = [];
  const project = must(await api.call('/project/create', { name: `exports ${Date.now()}` }), outcomes);
  const projectID: string = project.body.project.projectID;
  const sceneIDs: string[] = [];
  for (let i = 0; i < scenes; i++) {
    const created = must(await api.call('/scene/createProjectScene', { projectID, name: `exported ${i}` }), outcomes);
    const sceneID: string = created.body.scene.sceneID;
    must(await api.call('/editor/saveSceneDocument', { sceneID, baseVersion: 0, document: documentOf(sceneID, durationMs) }), outcomes);
    sceneIDs.push(sceneID);
  }
  const added = must(await api.call('/export/addSceneExport', { sceneIDs }), outcomes);
  const sceneExportIDs: string[] = added.body.sceneExportIDs;
  must(await api.call('/exportVideoV2', { sceneExportIDs, projectID, notify: false }), outcomes);
  return { projectID, sceneExportIDs, outcomes };
};

export interface ExportState {
  readonly sceneExportID: string;
  /** 1 rendering, 2 done, 0 failed (the dashboard's). */
  readonly status: number;
  readonly error: string | null;
}

/** The project's scene exports as the dashboard shows them. */
export const exportStates = async (api: Api, projectID: string): Promise<ExportState[]> => {
  const answer = await api.call('/scene/getByProjectID', { projectID }, { boundMs: 10_000 });
  if (!isSuccess(answer)) return [];
  return (answer.body.exports as { exports: ExportState[] }[]).flatMap((e) => e.exports);
};

/** Polls the exporter's work folder (DATA_DIR/exporter/run-*) until a part is being rendered; false after `boundMs`. */
export const partUnderWay = async (dataDir: string, boundMs: number): Promise<boolean> => {
  const work = path.join(dataDir, 'exporter');
  const until = Date.now() + boundMs;
  while (Date.now() < until) {
    const runs = (await readdir(work).catch(() => [] as string[])).filter((name) => name.startsWith('run-'));
    for (const run of runs) {
      const entries = await readdir(path.join(work, run)).catch(() => [] as string[]);
      if (entries.some((name) => name.startsWith('part-'))) return true;
    }
    await pause(20);
  }
  return false;
};
