// Play all (spec 002 "File review screens", section 5): choose the project's videos (checkboxes, sorted
// by name or date, remembered), whether a bell rings at the end, then Play ('Play All' or the count,
// enabled once a file is checked) plays them one after another in the dialog's viewer.
import { Button, Checkbox, Group, Modal, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import { IconPlayerPlayFilled } from '@tabler/icons-react';
import type { ReviewFile } from '@wb/contracts';
import { useMemo, useState } from 'react';
import { ringBell } from './bell';
import { playLabel, playQueue, readPlayBell, readSort, sortedVideos, writePlayBell, writeSort, type PlaySort } from './playAll';

interface Props {
  files: readonly ReviewFile[];
  onClose(): void;
}

function QueuePlayer({ queue, bell, onBack }: { queue: readonly ReviewFile[]; bell: boolean; onBack(): void }) {
  const [index, setIndex] = useState(0);
  const current = queue[index];
  const ended = () => {
    if (index + 1 < queue.length) setIndex(index + 1);
    else {
      setIndex(queue.length);
      if (bell) ringBell();
    }
  };
  return (
    <Stack gap="sm">
      {current ? (
        <>
          <Text size="sm" aria-live="polite">
            Playing {index + 1} of {queue.length}: <strong>{current.name}</strong>
          </Text>
          <video
            key={current.fileID}
            src={current.url}
            autoPlay
            controls
            muted={false}
            onEnded={ended}
            style={{ width: '100%', maxHeight: '60vh', background: 'black', borderRadius: 8 }}
            data-testid="play-all-video"
          />
        </>
      ) : (
        <Text role="status">All {queue.length === 1 ? '1 video has' : `${queue.length} videos have`} played.</Text>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onBack}>
          Back to the list
        </Button>
      </Group>
    </Stack>
  );
}

export function PlayAllDialog({ files, onClose }: Props) {
  const [sort, setSort] = useState<PlaySort>(() => readSort());
  const [bell, setBell] = useState(() => readPlayBell());
  const [checked, setChecked] = useState<ReadonlySet<string>>(new Set());
  const [playing, setPlaying] = useState<readonly ReviewFile[] | null>(null);
  const shown = useMemo(() => sortedVideos(files, sort), [files, sort]);
  const label = playLabel(checked.size, shown.length);
  const toggle = (fileID: string) => {
    const next = new Set(checked);
    if (!next.delete(fileID)) next.add(fileID);
    setChecked(next);
  };
  const allChecked = shown.length > 0 && shown.every((f) => checked.has(f.fileID));

  return (
    <Modal opened onClose={onClose} title="Play all" size="lg" closeButtonProps={{ 'aria-label': 'Close' }}>
      {playing ? (
        <QueuePlayer queue={playing} bell={bell} onBack={() => setPlaying(null)} />
      ) : (
        <Stack gap="sm">
          <Group justify="space-between" wrap="wrap">
            <Text size="sm" fw={600} id="play-all-files">
              Select files
            </Text>
            <SegmentedControl
              size="xs"
              aria-label="Sort by"
              value={sort}
              onChange={(value) => {
                const next: PlaySort = value === 'date' ? 'date' : 'name';
                setSort(next);
                writeSort(next);
              }}
              data={[
                { value: 'name', label: 'Name' },
                { value: 'date', label: 'Date' },
              ]}
            />
          </Group>
          {shown.length === 0 ? (
            <Text size="sm" c="gray.7">
              This project has no videos yet. Upload some in the Videos section.
            </Text>
          ) : (
            <>
              <Checkbox
                label="All videos"
                checked={allChecked}
                indeterminate={checked.size > 0 && !allChecked}
                onChange={() => setChecked(allChecked ? new Set() : new Set(shown.map((f) => f.fileID)))}
              />
              <Stack component="ul" gap={6} m={0} p={0} aria-labelledby="play-all-files" style={{ listStyle: 'none', maxHeight: 320, overflowY: 'auto' }}>
                {shown.map((f) => (
                  <li key={f.fileID}>
                    <Checkbox label={f.name} checked={checked.has(f.fileID)} onChange={() => toggle(f.fileID)} styles={{ label: { overflowWrap: 'anywhere' } }} />
                  </li>
                ))}
              </Stack>
            </>
          )}
          <Group justify="space-between" wrap="wrap" mt="xs">
            <Switch
              label="Ring a bell at the end"
              checked={bell}
              onChange={(event) => {
                setBell(event.currentTarget.checked);
                writePlayBell(event.currentTarget.checked);
              }}
            />
            <Button leftSection={<IconPlayerPlayFilled size={16} />} disabled={label === null} onClick={() => setPlaying(playQueue(shown, checked))}>
              {label ?? 'Play'}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
