// `npm run bench`: the event store's throughput against plain SQL on the same server, and a delivery
// check under load. One line per figure: `bench <case> <value> <unit>`.
import os from 'node:os';
import { PostgresEventStore } from '@wb/platform';
import { benchBatchAppends, benchSingleAppends } from './cases/appends';
import { benchProjectionCatchUp } from './cases/catchUp';
import { benchProductCatchUp } from './cases/catchUpProduct';
import { benchHotStream } from './cases/hotStream';
import { assetSearchWorkload, benchAssetSearch } from './cases/assetSearch';
import { benchAssetSearchHttp } from './cases/assetSearchHttp';
import { benchKitListMode } from './cases/kitListMode';
import { benchQueries } from './cases/queries';
import { benchReadYourWrites } from './cases/readYourWrites';
import { benchReadAllInOwnProcess } from './cases/readAllProcess';
import { benchReviewOpen } from './cases/reviewOpen';
import { benchContentsOpen } from './cases/contentsOpen';
import { benchReviewPush } from './cases/reviewPush';
import { benchSceneImport } from './cases/sceneImport';
import { benchSubscriber } from './cases/subscriber';
import { benchTusUpload } from './cases/tusUpload';
import { benchSceneSave } from './cases/sceneSave';
import { benchEditorFrame } from './cases/editorFrame';
import { benchEditorOpen } from './cases/editorOpen';
import { benchExportScene } from './cases/exportScene';
import { benchTasksBoard } from './cases/tasksBoard';
import { benchHistoryPage } from './cases/historyPage';
import { benchAnalytics } from './cases/analytics';
import { benchMillion } from './cases/millionBench';
import { benchProjectAsOf } from './cases/projectAsOf';
import { benchLandingScript } from './cases/landingScript';
import { startBenchServer } from './database';

const READ_ALL_EVENTS = 200_000;
/** BENCH_CASES=append_single,hot_stream runs only those (default: all). */
const selected = (name: string): boolean => !process.env.BENCH_CASES || process.env.BENCH_CASES.split(',').includes(name);

const main = async (): Promise<void> => {
  // In the browser alone, before the database starts: a starting server would take CPU from its frames.
  if (selected('editor_frame')) await benchEditorFrame();
  if (selected('export_scene')) await benchExportScene();
  const server = await startBenchServer();
  console.log(`# event store bench on ${server.where}`);
  // The figures depend on the machine and on what else runs on it: say both.
  const [oneMinute = 0] = os.loadavg();
  console.log(`# machine: ${os.availableParallelism()} cores, load average ${oneMinute.toFixed(2)} at start`);
  try {
    const appendPool = await server.freshDatabase();
    const appendStore = await PostgresEventStore.create(appendPool);
    if (selected('append_single')) await benchSingleAppends(appendStore, appendPool);
    if (selected('append_batch100')) await benchBatchAppends(appendStore, appendPool);
    if (selected('hot_stream')) await benchHotStream(appendStore);
    await appendStore.close();

    if (selected('subscriber') || selected('read_all') || selected('catch_up')) {
      // A database holding exactly the 200,000 events the subscriber case appended, then read back whole.
      const readPool = await server.freshDatabase();
      const readStore = await PostgresEventStore.create(readPool);
      await benchSubscriber(readStore, READ_ALL_EVENTS);
      if (selected('read_all')) await benchReadAllInOwnProcess(readPool.options.connectionString ?? '', READ_ALL_EVENTS);
      if (selected('catch_up')) await benchProjectionCatchUp(readStore, readPool);
      await readStore.close();
    }

    if (selected('catch_up_product')) await benchProductCatchUp(server);

    // The whole product (embedded composition) over HTTP, each on its own fresh database.
    if (selected('read_your_writes')) await benchReadYourWrites(await server.freshDatabase());
    if (selected('queries')) await benchQueries(await server.freshDatabase());
    if (selected('asset_search') || selected('asset_search_http')) {
      const workload = assetSearchWorkload();
      if (selected('asset_search')) await benchAssetSearch(await server.freshDatabase(), workload);
      if (selected('asset_search_http')) await benchAssetSearchHttp(await server.freshDatabase(), workload.library, workload.queries);
    }
    if (selected('asset_kit_list')) await benchKitListMode(await server.freshDatabase());
    if (selected('upload_tus')) await benchTusUpload(await server.freshDatabase());
    if (selected('scene_save')) await benchSceneSave(await server.freshDatabase());
    if (selected('scene_import')) benchSceneImport();
    if (selected('editor_open')) await benchEditorOpen(await server.freshDatabase());
    if (selected('review_push')) await benchReviewPush(await server.freshDatabase());
    if (selected('review_open')) await benchReviewOpen(await server.freshDatabase());
    if (selected('tasks_board_filter_p95')) await benchTasksBoard(await server.freshDatabase());
    if (selected('history_page_p95')) await benchHistoryPage(await server.freshDatabase());
    if (selected('contents_open')) await benchContentsOpen(await server.freshDatabase());
    if (selected('analytics_p95')) await benchAnalytics(await server.freshDatabase());
    if (selected('project_as_of')) await benchProjectAsOf(await server.freshDatabase());
    if (selected('landing_script_kb')) await benchLandingScript(await server.freshDatabase());
    if (selected('rebuild_all_1m') || selected('audit_csv')) await benchMillion(server, selected);
  } finally {
    await server.stop();
  }
};

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
