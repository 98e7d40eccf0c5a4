// The scene's comments as the editor shares them between the Comments tab, the timeline's markers and
// the stage: the selected comment (its drawing shows over the stage, its marker is highlighted) and
// the drawing in progress (the tab's pen and box tools draw over the stage).
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { useDrawing, type Drawing, type PanelComment } from '../../review';

interface EditorReview {
  selected: PanelComment | null;
  select(comment: PanelComment | null): void;
  drawing: Drawing;
}

const EditorReviewContext = createContext<EditorReview | null>(null);

export function EditorReviewProvider({ children }: { children: ReactNode }) {
  const [selected, select] = useState<PanelComment | null>(null);
  const drawing = useDrawing();
  const value = useMemo(() => ({ selected, select, drawing }), [selected, drawing]);
  return <EditorReviewContext.Provider value={value}>{children}</EditorReviewContext.Provider>;
}

export const useEditorReview = (): EditorReview => {
  const review = useContext(EditorReviewContext);
  if (!review) throw new Error('useEditorReview needs an EditorReviewProvider');
  return review;
};
