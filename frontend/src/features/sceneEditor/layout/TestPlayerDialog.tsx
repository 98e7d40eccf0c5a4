// The toolbar's test button: the scene played from the start in a dialog by the scene player, as
// viewers will see it.
import { Modal } from '@mantine/core';
import type { SceneDocument } from '@wb/contracts';
import { ScenePlayer } from '../../scenePlayer';

export function TestPlayerDialog({ document, onClose }: { document: SceneDocument; onClose(): void }) {
  return (
    <Modal opened onClose={onClose} title="Test the scene" size={1000}>
      <ScenePlayer document={document} height={600} autoPlay />
    </Modal>
  );
}
