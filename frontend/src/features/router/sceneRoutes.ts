// The scene screens inside a project (spec 002 route table): /project/{projectID}/editor/dashboard and
// /project/{projectID}/editor/scene/{sceneID}, read from the project route's rest.
export type SceneScreen = { kind: 'dashboard' } | { kind: 'editor'; sceneID: string };

export const sceneScreenOf = (rest: string): SceneScreen | null => {
  const parts = rest.split('/').filter((s) => s !== '');
  if (parts[0] !== 'editor') return null;
  if (parts[1] === 'dashboard' && parts.length === 2) return { kind: 'dashboard' };
  if (parts[1] === 'scene' && parts[2] && parts.length === 3) return { kind: 'editor', sceneID: parts[2] };
  return null;
};

export const sceneDashboardPath = (projectID: string): string => `/project/${encodeURIComponent(projectID)}/editor/dashboard`;
export const sceneEditorPath = (projectID: string, sceneID: string): string => `/project/${encodeURIComponent(projectID)}/editor/scene/${encodeURIComponent(sceneID)}`;
