// The scenes area: scenes of a project (the dashboard's commands), their versioned documents, the
// SVG import, and the editor's Library (its own aggregate, one stream per item).
import type { CommandArea } from '../shared/area';
import { documentRoutes } from './documentRoutes';
import { editorAssetAggregate } from './domain/editorAsset/aggregate';
import { sceneAggregate } from './domain/scene/aggregate';
import { editorAssetRoutes } from './editorAssetRoutes';
import { importRoutes } from './importRoutes';
import { sceneRoutes } from './routes';

export const scenesArea: CommandArea = {
  name: 'scenes',
  aggregates: [sceneAggregate, editorAssetAggregate],
  routes: (deps) => [...sceneRoutes(deps), ...documentRoutes(deps), ...importRoutes(deps), ...editorAssetRoutes(deps)],
};
