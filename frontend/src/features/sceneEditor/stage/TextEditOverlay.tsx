// Typing into a text element on the stage: a text box over the element, every keystroke a change
// (each word typed is one undo step). Tabs are refused with the spec's message (section 8). When the
// box closes the text is given its writing animation, 250 ms a character (docs/decisions/scenes-editor.md).
import { useEffect, useRef } from 'react';
import { notifications } from '@mantine/notifications';
import { Messages, SceneTiming, type EditorElement } from '@wb/contracts';
import type { Placement } from './geometry';

export function TextEditOverlay({ element, placement, onText, onDone }: { element: EditorElement; placement: Placement; onText(text: string): void; onDone(): void }) {
  const box = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    // After the press that placed the text has finished, so the box keeps the focus.
    const timer = setTimeout(() => {
      box.current?.focus();
      box.current?.select();
    }, 0);
    return () => clearTimeout(timer);
  }, []);
  const fontSize = (element.props.style.fontSize ?? 64) * placement.scale;
  return (
    <textarea
      ref={box}
      aria-label="Text of the element"
      value={element.text ?? ''}
      onChange={(e) => onText(e.target.value)}
      onBlur={onDone}
      onKeyDown={(e) => {
        if (e.key === 'Tab') {
          e.preventDefault();
          notifications.show({ message: Messages.tabsNotAllowed, autoClose: SceneTiming.snackbar, color: 'orange' });
        }
        if (e.key === 'Escape') onDone();
        e.stopPropagation();
      }}
      onPaste={(e) => {
        if (e.clipboardData.getData('text').includes('\t')) {
          e.preventDefault();
          notifications.show({ message: Messages.tabsNotAllowed, autoClose: SceneTiming.snackbar, color: 'orange' });
        }
      }}
      style={{
        position: 'absolute',
        left: placement.x + element.props.translateX * placement.scale,
        top: placement.y + element.props.translateY * placement.scale,
        fontSize,
        lineHeight: element.props.style.lineHeight ?? 1.5,
        minWidth: 200,
        minHeight: fontSize * 1.6,
        padding: 0,
        margin: 0,
        border: '1px dashed #228be6',
        background: 'rgba(255,255,255,0.85)',
        outline: 'none',
        resize: 'both',
        zIndex: 5,
        fontFamily: 'inherit',
      }}
    />
  );
}
