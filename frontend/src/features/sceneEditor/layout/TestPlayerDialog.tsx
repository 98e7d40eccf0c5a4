// The toolbar's test button: the scene played from the start in a dialog, as viewers will see it.
import { useEffect, useRef, useState } from 'react';
import { ActionIcon, Group, Modal, Slider, Text } from '@mantine/core';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import type { SceneDocument } from '@wb/contracts';
import { DocumentPreview } from '../versions/DocumentPreview';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export function TestPlayerDialog({ document, onClose }: { document: SceneDocument; onClose(): void }) {
  const [time, setTime] = useState(0);
  const [playing, setPlaying] = useState(true);
  const clock = useRef<{ at: number; from: number } | null>(null);
  useEffect(() => {
    if (!playing) return;
    clock.current = { at: performance.now(), from: time >= document.duration ? 0 : time };
    let frame = requestAnimationFrame(function tick(now) {
      const start = clock.current;
      if (!start) return;
      const next = Math.min(document.duration, start.from + now - start.at);
      setTime(next);
      if (next >= document.duration) setPlaying(false);
      else frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
    // The clock restarts only when play is pressed, not on each frame's time.
  }, [playing, document.duration]);
  return (
    <Modal opened onClose={onClose} title="Test the scene" size={1000}>
      <DocumentPreview document={document} time={time} width={960} />
      <Group mt="sm" wrap="nowrap">
        <ActionIcon variant="filled" aria-label={playing ? 'Pause' : 'Play'} onClick={() => setPlaying(!playing)}>
          {playing ? <IconPlayerPause size={16} aria-hidden /> : <IconPlayerPlay size={16} aria-hidden />}
        </ActionIcon>
        <Slider style={{ flex: 1 }} aria-label="Time" min={0} max={Math.max(1, document.duration)} step={10} value={time}
          onChange={(v) => { setPlaying(false); setTime(v); }} label={(v) => seconds(v)} />
        <Text size="sm" w={110} ta="right">{seconds(time)} / {seconds(document.duration)}</Text>
      </Group>
    </Modal>
  );
}
