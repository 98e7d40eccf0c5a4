// Helpers of the public review tests: a scene with a comment and its drawing, its review link, and a
// visitor's reads of the link's page.
import type { Answer, HttpClient } from '../../testing/httpClient';
import { after, type Person } from '../projects/projectsWorld';
import { must, newScene } from '../scenes/scenesWorld';

export const SCENE_LINK = '/api/scene/generateSceneReviewUrl';
export const PROJECT_LINK = '/api/scene/generateProjectReviewUrl';
export const REVIEW_SCENE = '/api/scene/getReviewScene';
export const REVIEW_SCENES = '/api/scene/getProjectReviewScenes';

/** A box drawn on the 1000x1000 annotation stage. */
export const drawnBox = { id: 'b1', type: 'box', attributes: { x: 100, y: 120, width: 300, height: 200, stroke: '#ff0000', strokeWidth: 6 } };

export interface LinkAnswer {
  reviewUrl: string;
  expiresOn: string | null;
  hasPasscode: boolean;
}

/** Makes (or reuses) a link that must be accepted. */
export const linkOf = async (who: Person, path: string, body: Record<string, unknown>): Promise<{ link: LinkAnswer; answer: Answer }> => {
  const answer = await must(who, path, body);
  return { link: answer.body as LinkAnswer, answer };
};

/** A new scene named `name` with one comment at 4200 ms holding a box drawing; answers the last command. */
export const commentedScene = async (who: Person, projectID: string, name: string, text = 'The arrow comes in too early'): Promise<{ sceneID: string; answer: Answer }> => {
  const { scene } = await newScene(who, projectID, name);
  const answer = await must(who, '/api/editor/saveSceneComment', { sceneID: scene.sceneID, text, timestamp: 4200, annotations: [drawnBox] });
  return { sceneID: scene.sceneID, answer };
};

/** What a visitor without a session reads after `command`. */
export const visit = (visitor: HttpClient, path: string, body: unknown, command?: Answer): Promise<Answer> => visitor.post(path, body, command ? after(command) : undefined);
