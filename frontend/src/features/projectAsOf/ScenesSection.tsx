// The project's scenes as they were, each with the document version saved last before the moment; that
// version plays read-only in the scene player on demand (the editor's Versions list draws it the same way).
import { Button, Stack, Text } from '@mantine/core';
import type { AsOfScene } from '@wb/contracts';
import { useState } from 'react';
import { formatDate } from '../../shared/formatDate';
import { VersionPlayer } from '../sceneEditor/versions/DocumentPreview';
import { Section } from './Section';
import { SnapshotTable, type SnapshotColumn } from './SnapshotTable';

const seconds = (ms: number): string => `${Math.round(ms / 100) / 10} s`;
const elements = (n: number): string => `${n} element${n === 1 ? '' : 's'}`;

type Shown = { sceneID: string; version: number } | null;

const sceneColumns = (show: (shown: Shown) => void): readonly SnapshotColumn<AsOfScene>[] => [
  { header: 'Name', wrap: true, cell: (scene) => scene.name },
  { header: 'Length', cell: (scene) => seconds(scene.duration) },
  { header: 'Document', cell: (scene) => (scene.document ? `Version ${scene.document.version}, ${elements(scene.document.elementCount)}` : 'Never saved') },
  { header: 'Saved by', cell: (scene) => (scene.document ? `${scene.document.savedBy}, ${formatDate(scene.document.at)}` : '') },
  { header: 'Notes', wrap: true, cell: (scene) => scene.notes },
  {
    header: '',
    label: 'Play',
    cell: (scene) =>
      scene.document && (
        <Button size="xs" variant="light" onClick={() => show(scene.document ? { sceneID: scene.sceneID, version: scene.document.version } : null)}>
          Play version {scene.document.version}
        </Button>
      ),
  },
];

export function ScenesSection({ scenes }: { scenes: readonly AsOfScene[] }) {
  const [shown, setShown] = useState<Shown>(null);
  const shownScene = scenes.find((s) => s.sceneID === shown?.sceneID && s.document?.version === shown.version);
  return (
    <Section title="Scenes" count={scenes.length} empty="No scenes then.">
      <Stack gap="sm">
        <SnapshotTable label="Scenes" minWidth={620} columns={sceneColumns(setShown)} rows={scenes} rowKey={(scene) => scene.sceneID} />
        {shown && shownScene && (
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {shownScene.name}, version {shown.version}
            </Text>
            <VersionPlayer sceneID={shown.sceneID} version={shown.version} />
          </Stack>
        )}
      </Stack>
    </Section>
  );
}
