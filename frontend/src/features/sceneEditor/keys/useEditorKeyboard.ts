// The editor's shortcuts on the whole page while it is open, except where the user types.
import { useEffect, useRef } from 'react';
import type { EditorElement } from '@wb/contracts';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import {
  applyChange, gridToggled, playToggled, redoRequested, selectEditor, selectionChanged, toolChosen, undoRequested, viewReset,
} from '../state/editorSlice';
import { findElement, groupElements, pasteElements, removeElements, selectableIds, setLocked, ungroupElements } from '../stage/elementOps';
import { commandForKey, isTypingTarget, type EditorCommand } from './hotkeys';

export function useEditorKeyboard() {
  const dispatch = useAppDispatch();
  const editor = useAppSelector(selectEditor);
  const latest = useRef(editor);
  latest.current = editor;
  const clipboard = useRef<EditorElement[]>([]);

  useEffect(() => {
    const perform = (command: EditorCommand): boolean => {
      const { document, selectedIds } = latest.current;
      if (!document) return false;
      switch (command.kind) {
        case 'tool': dispatch(toolChosen(command.tool)); return true;
        case 'undo': dispatch(undoRequested()); return true;
        case 'redo': dispatch(redoRequested()); return true;
        case 'selectAll': dispatch(selectionChanged(selectableIds(document))); return true;
        case 'deselect': dispatch(selectionChanged([])); return true;
        case 'playPause': dispatch(playToggled()); return true;
        case 'resetView': dispatch(viewReset()); return true;
        case 'toggleGrid': dispatch(gridToggled()); return true;
        case 'copy':
          clipboard.current = selectedIds.map((id) => findElement(document, id)).filter((e): e is EditorElement => e !== null);
          return clipboard.current.length > 0;
        case 'paste': {
          if (clipboard.current.length === 0) return false;
          const pasted = pasteElements(document, clipboard.current);
          dispatch(applyChange(pasted.document, 'Paste'));
          dispatch(selectionChanged(pasted.ids));
          return true;
        }
        case 'delete': {
          const unlocked = selectedIds.filter((id) => !findElement(document, id)?.locked);
          if (unlocked.length === 0) return false;
          dispatch(applyChange(removeElements(document, unlocked), 'Delete'));
          return true;
        }
        case 'lock':
        case 'unlock':
          if (selectedIds.length === 0) return false;
          dispatch(applyChange(setLocked(document, selectedIds, command.kind === 'lock'), command.kind === 'lock' ? 'Lock' : 'Unlock'));
          return true;
        case 'group': {
          const grouped = groupElements(document, selectedIds);
          if (!grouped) return false;
          dispatch(applyChange(grouped.document, 'Group'));
          dispatch(selectionChanged([grouped.group.id]));
          return true;
        }
        case 'ungroup': {
          const freed = ungroupElements(document, selectedIds);
          if (!freed) return false;
          dispatch(applyChange(freed.document, 'Ungroup'));
          dispatch(selectionChanged(freed.ids));
          return true;
        }
        default: {
          const _exhaustive: never = command;
          return _exhaustive;
        }
      }
    };
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.defaultPrevented || isTypingTarget(e.target)) return;
      const command = commandForKey(e);
      if (command && perform(command)) e.preventDefault();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [dispatch]);
}
