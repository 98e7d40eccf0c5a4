// Opening and leaving the editor: the scene is loaded when the page opens (again when it changes);
// leaving sends what is unsaved; closing or reloading the tab with changes not saved asks first.
import { useEffect } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { editorLeft, sceneLoadRequested } from '../state/editorSlice';

export function useEditorLifecycle(sceneID: string, unsaved: boolean) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    dispatch(sceneLoadRequested(sceneID));
    return () => {
      dispatch(editorLeft());
    };
  }, [dispatch, sceneID]);
  useEffect(() => {
    if (!unsaved) return;
    const warn = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
}
