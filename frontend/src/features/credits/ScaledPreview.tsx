// The live preview in the editor's right pane: the 1920 px stage scaled to the pane's width.
import { useElementSize } from '@mantine/hooks';
import type { CreditsData } from '@wb/contracts';
import { CreditsPreview, type PreviewEditing } from './CreditsPreview';

const STAGE_WIDTH = 1920;

export function ScaledPreview({ data, editing }: { data: CreditsData; editing: Omit<PreviewEditing, 'scale'> | undefined }) {
  const pane = useElementSize();
  const stage = useElementSize();
  const scale = pane.width > 0 ? pane.width / STAGE_WIDTH : 0.25;
  return (
    <div ref={pane.ref} style={{ width: '100%', height: stage.height * scale, overflow: 'hidden', boxShadow: '0 0 0 1px var(--mantine-color-gray-3)' }} aria-label="Credits preview">
      <div ref={stage.ref} style={{ width: STAGE_WIDTH, transform: `scale(${scale})`, transformOrigin: 'top left' }}>
        <CreditsPreview data={data} editing={editing && { ...editing, scale }} />
      </div>
    </div>
  );
}
