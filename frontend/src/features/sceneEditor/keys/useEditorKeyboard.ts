// The editor's shortcuts on the whole page while it is open, except where the user types.
import { useEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import {
  applyChange, gridToggled, playToggled, redoRequested, selectEditor, selectionChanged, toolChosen, undoRequested, viewReset,
} from '../state/editorSlice';
import { copyElements, deleteElements, findElement, groupElements, pasteElements, readClipboard, setLocked, ungroupElement } from '../ops';
import { newId } from '../panels/types';
import { selectableIds } from '../stage/elementOps';
import { commandForKey, isTypingTarget, type EditorCommand } from './hotkeys';

export function useEditorKeyboard() {
  const dispatch = useAppDispatch();
  const editor = useAppSelector(selectEditor);
  const latest = useRef(editor);
  latest.current = editor;
  // The copied elements' text; also put on the system clipboard when the browser allows it.
  const clipboard = useRef<string | null>(null);

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
        case 'copy': {
          const text = copyElements(document, selectedIds);
          if (text === null) return false;
          clipboard.current = text;
          navigator.clipboard?.writeText(text).catch(() => undefined);
          return true;
        }
        case 'paste': {
          const copied = clipboard.current === null ? null : readClipboard(clipboard.current);
          if (!copied) return false;
          const pasted = pasteElements(document, copied, newId);
          dispatch(applyChange(pasted.document, 'Paste'));
          dispatch(selectionChanged(pasted.ids));
          return true;
        }
        case 'delete': {
          const unlocked = selectedIds.filter((id) => !findElement(document, id)?.locked);
          if (unlocked.length === 0) return false;
          dispatch(applyChange(deleteElements(document, unlocked), 'Delete'));
          return true;
        }
        case 'lock':
        case 'unlock':
          if (selectedIds.length === 0) return false;
          dispatch(applyChange(setLocked(document, selectedIds, command.kind === 'lock'), command.kind === 'lock' ? 'Lock' : 'Unlock'));
          return true;
        case 'group': {
          if (selectedIds.length < 2) return false;
          const grouped = groupElements(document, selectedIds, newId);
          if (grouped.ids.length === 0) return false;
          dispatch(applyChange(grouped.document, 'Group'));
          dispatch(selectionChanged(grouped.ids));
          return true;
        }
        case 'ungroup': {
          let next = document;
          const freed: string[] = [];
          for (const id of selectedIds) {
            const made = ungroupElement(next, id);
            next = made.document;
            freed.push(...made.ids);
          }
          if (freed.length === 0) return false;
          dispatch(applyChange(next, 'Ungroup'));
          dispatch(selectionChanged(freed));
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
