// The public review pages' reads: a review link's scenes, and one scene with its document and
// comments. Anyone holding the link may read them; nothing else of the project is reachable.
import { Calls, type ReviewScene } from '@wb/contracts';
import type { DocumentStore, Pool } from '@wb/platform';
import { publicQueryCall, type QueryRoute } from '../shared/queryCall';
import { imageGrantOf, linkNotFound, linkOpener } from './linkAccess';
import { linkScenes, sceneThreads, summaries } from './reviewRows';
import { sceneDocuments } from './sceneDocuments';

export const reviewLinkHandlers = (pool: Pool, documents: DocumentStore): QueryRoute[] => {
  const open = linkOpener(pool);

  const { read: documentOf } = sceneDocuments(pool, documents);

  return [
    publicQueryCall(Calls.scene.getProjectReviewScenes, async (input) => {
      const link = await open(input.slug, input.passcode);
      return { scenes: await summaries(pool, await linkScenes(pool, link)) };
    }),
    publicQueryCall(Calls.scene.getReviewScene, async (input) => {
      const link = await open(input.slug, input.passcode);
      const scenes = await linkScenes(pool, link);
      const scene = input.sceneID === undefined ? scenes[0] : scenes.find((s) => s.scene_id === input.sceneID);
      // A scene the link does not show answers as a link that does not exist: it names nothing else.
      if (scene === undefined) throw linkNotFound();
      const answer: ReviewScene = {
        sceneID: scene.scene_id,
        name: scene.name,
        duration: scene.duration,
        dimensions: { width: scene.width, height: scene.height },
        document: await documentOf(scene),
        comments: await sceneThreads(pool, scene.scene_id),
        imageGrant: imageGrantOf(link, scene.scene_id),
      };
      return { scene: answer };
    }),
  ];
};
