// Import one uploaded .svg (spec 002 section 5, "Import"): as a new scene of the project, or as a new
// version of replaceSceneID (its comments stay). The file is read from the blob store and parsed by the
// pure importSvg; any problem refuses the whole import and nothing is created or stored.
// importSvg is synchronous and takes seconds on a large file: it runs in a worker thread (issue 16), so
// downloads and sign-ins are answered meanwhile, and a file that would run or grow without end is
// stopped there and refused.
import { blobKeyOfUrl, Calls, extensionOf, Messages, SceneDefaults, SceneLimits, type CallDef } from '@wb/contracts';
import { ApiError, createWorkerPool, HeavyWorkLimits, WorkStopped, type BlobStore } from '@wb/platform';
import { actorOf, answer, commandCall, type CommandRoute } from '../shared/commandCall';
import { newEntityId } from '../shared/commandMetadata';
import type { CommandDeps } from '../shared/deps';
import { handlerOf } from '../shared/handle';
import { isDomainError } from '../shared/domain/domainError';
import { toApiError } from '../shared/toApiError';
import { recordingStored, serializeDocument, storeDocument } from './documents';
import { sceneAggregate } from './domain/scene/aggregate';
import type { SvgImportResult } from '../svgImport/importSvg';
import { sceneLookups } from './lookups';
import { saveDocument } from './saving';
import { saveToken } from './token';
import { storeEmbeddedImages } from './embeddedImageStore';

const svgOnly = (field: 'url' | 'fileName'): ApiError => new ApiError('validation', Messages.svgOnly, { [field]: Messages.svgOnly });
const svgTooLarge = (): ApiError => new ApiError('validation', `This file is too large to import (the limit is ${SceneLimits.maxSvgBytes / 1024 / 1024} MB).`, { url: 'Too large' });

const svgImporter = createWorkerPool({
  name: 'SVG import',
  module: require.resolve('../svgImport/importSvg'),
  size: HeavyWorkLimits.svgImportWorkers,
  maxQueued: HeavyWorkLimits.svgImportQueue,
  busyMessage: 'The server is busy with other imports. Try again in a minute.',
  // Far beyond what a file the import takes should need (at most 8 MB; 1 MB of shapes took 1.3 s here).
  timeLimitMs: 60_000,
  maxHeapMb: 512,
});

const importStopped = (err: WorkStopped): ApiError => {
  const reason = err.reason === 'timeLimit' ? 'This SVG file took too long to import.' : 'This SVG file needs too much memory to import.';
  return new ApiError('validation', reason, { url: reason });
};

/** importSvg in a worker; a file stopped there for its time or memory is refused (400), not the server's fault. */
export const importInWorker = (svgText: string, options: { sceneID: string; fileName: string }): Promise<SvgImportResult> =>
  svgImporter.call<SvgImportResult>('importSvg', svgText, options).catch((err: unknown) => {
    if (err instanceof WorkStopped && err.reason !== 'crashed') throw importStopped(err);
    throw err;
  });

/** The uploaded file's text, refused above the import's size limit without reading further. */
export const readSvg = async (blobs: BlobStore, key: string): Promise<string> => {
  const found = await blobs.get(key);
  if (found === null) throw new ApiError('notFound', Messages.blobNotFound, { url: Messages.blobNotFound });
  if (found.info.size > SceneLimits.maxSvgBytes) {
    found.body.destroy();
    throw svgTooLarge();
  }
  const chunks: Buffer[] = [];
  for await (const chunk of found.body) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks).toString('utf8');
};

export const importRoutes = (deps: CommandDeps): CommandRoute[] => {
  const { eventStore, documents, blobs } = deps;
  const scenes = handlerOf(eventStore, sceneAggregate);
  const lookups = sceneLookups(eventStore);
  const route = <C extends CallDef>(call: C, run: Parameters<typeof commandCall<C>>[2]) => commandCall(deps, call, run);

  return [
    route(Calls.scene.importScene, async (input, ctx, meta) => {
      const { userID } = actorOf(ctx);
      if (extensionOf(input.fileName) !== 'svg') throw svgOnly('fileName');
      const key = blobKeyOfUrl(input.url);
      if (key === null || extensionOf(key) !== 'svg') throw svgOnly('url');
      const [svgText, userName] = await Promise.all([readSvg(blobs, key), lookups.userName(userID)]);
      const sceneID = input.replaceSceneID ?? newEntityId(meta, 'scene');
      const parsed = await importInWorker(svgText, { sceneID, fileName: input.fileName });
      // Only a file with no problem gets its pictures stored: a refused one stores nothing.
      const result = parsed.problems.length === 0 ? { ...parsed, document: await storeEmbeddedImages(blobs, parsed.document, userID) } : parsed;

      if (input.replaceSceneID !== undefined) {
        const saved = await saveDocument(
          scenes,
          documents,
          meta,
          sceneID,
          {
            baseVersion: 0,
            asNewVersion: true,
            userID,
            userName,
            restoredFrom: null,
            importedFrom: input.url,
            problems: result.problems,
            projectID: input.projectID,
          },
          serializeDocument(sceneID, result.document),
        );
        return answer({ scene: await lookups.card(sceneID), problems: result.problems }, saved.position);
      }

      const newScene = {
        type: 'ImportScene' as const,
        sceneID,
        projectID: input.projectID,
        name: result.sceneName,
        duration: result.document.duration,
        width: result.document.dimensions?.width ?? SceneDefaults.width,
        height: result.document.dimensions?.height ?? SceneDefaults.height,
        userID,
        userName,
        problems: result.problems,
        url: input.url,
        fileName: input.fileName,
      };
      // A refused import (problems, no project) is decided before its document is stored.
      const projectFound = await lookups.projectFound(input.projectID);
      const precheck = sceneAggregate.decide({ ...newScene, projectFound, document: null }, null);
      if (isDomainError(precheck)) throw toApiError(precheck);
      const { stored, created } = await storeDocument(documents, sceneID, 1, saveToken(meta, 'import'), serializeDocument(sceneID, result.document));
      const outcome = await recordingStored(documents, created, () => scenes.handle(meta, sceneID, () => ({ ...newScene, projectFound, document: stored })));
      return answer({ scene: await lookups.card(sceneID), problems: result.problems }, outcome.position);
    }),
  ];
};
