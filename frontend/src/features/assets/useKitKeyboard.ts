// Keyboard of the kit view (spec 001 section 4): cmd/ctrl+C copies the one selected image, space
// toggles the preview of the selection. Keys typed into a field are left to the field.
import { useEffect } from 'react';
import type { AssetFile } from '@wb/contracts';
import { useAppDispatch } from '../../app/hooks';
import { imageCopyRequested, previewToggled } from './assetsSlice';
import { isPicture } from './assetFormat';

const isTyping = (target: EventTarget | null): boolean => target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

export const useKitKeyboard = (selected: readonly AssetFile[], previewOpen: boolean): void => {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      // Another dialog open has the keys; the preview's own dialog still closes with space.
      if (isTyping(e.target) || (!previewOpen && document.querySelector('[role="dialog"]'))) return;
      const [only] = selected;
      if ((e.metaKey || e.ctrlKey) && e.key.toLowerCase() === 'c') {
        if (selected.length === 1 && only && isPicture(only.type) && !window.getSelection()?.toString()) {
          e.preventDefault();
          dispatch(imageCopyRequested({ url: only.data.url }));
        }
      } else if (e.key === ' ' && selected.length > 0) {
        e.preventDefault();
        dispatch(previewToggled());
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [dispatch, selected, previewOpen]);
};
