// Screens pass the panel's source as a fresh object on each render ({ kind: 'scene', sceneID }), and
// review screens re-render on every playhead tick: the same source by value keeps one identity, so the
// memoised list and cards (whose context holds it) do not re-render with the playhead.
import { useMemo } from 'react';
import type { ReviewSource } from '../comments/sources';

export function useStableSource(source: ReviewSource): ReviewSource {
  const sceneID = source.kind === 'scene' ? source.sceneID : null;
  const projectID = source.kind === 'scene' ? null : source.projectID;
  const fileID = source.kind === 'file' ? source.fileID : null;
  return useMemo<ReviewSource>(() => {
    if (sceneID !== null) return { kind: 'scene', sceneID };
    if (fileID !== null) return { kind: 'file', projectID: projectID ?? '', fileID };
    return { kind: 'project', projectID: projectID ?? '' };
  }, [sceneID, projectID, fileID]);
}
