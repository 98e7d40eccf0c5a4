// A scene's comments in the panel's shape, for screens that show them outside the panel too (the
// editor's timeline markers); the same query as the panel's, so both read one cached answer.
import { useMemo } from 'react';
import { useSceneCommentsQuery } from '../reviewApi';
import type { PanelComment } from './model';
import { sceneThreads } from './sources';

export const useSceneComments = (sceneID: string): readonly PanelComment[] => {
  const { data } = useSceneCommentsQuery({ sceneID });
  return useMemo(() => (data ? sceneThreads(data.comments) : []), [data]);
};
