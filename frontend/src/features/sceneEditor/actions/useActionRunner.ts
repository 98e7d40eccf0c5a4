// The action runner over the store: one per component, reading the state of the latest render.
import { useMemo, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { newId } from '../panels/types';
import { selectEditor } from '../state/editorSlice';
import { actionRunner, type ActionRunner } from './actionRunner';
import { sessionClipboard } from './sessionClipboard';

export function useActionRunner(): ActionRunner {
  const dispatch = useAppDispatch();
  const editor = useAppSelector(selectEditor);
  const latest = useRef(editor);
  latest.current = editor;
  return useMemo(() => actionRunner(() => latest.current, dispatch, { clipboard: sessionClipboard, newId }), [dispatch]);
}
