// The exporter's page around what it plays: the stage fills the window (what is recorded), and the
// controller is in the pop-out window, or under the stage when the browser blocked the pop-out or
// the person closed it. The keys work in both windows; the end of the list is announced.
import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Alert, Box, Button, Group, Paper, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconExternalLink } from '@tabler/icons-react';
import { Controller } from './Controller';
import { announceFinished, askNotificationPermission } from './finish';
import { hotkeyAction, type HotkeyAction } from './hotkeys';
import { RecorderMessages } from './messages';
import { usePopOut } from './popOut';
import type { Recorder } from './useRecorder';

interface Props {
  recorder: Recorder;
  name: string;
  noun: string;
  stage: ReactNode;
  /** A remark under the controls (items of the list left out). */
  note: string | null;
}

const useHotkeys = (recorder: Recorder, popOut: Window | null) => {
  const latest = useRef(recorder);
  latest.current = recorder;
  useEffect(() => {
    const perform: Record<HotkeyAction, () => void> = {
      toggle: () => latest.current.toggle(),
      forward: () => latest.current.forward(),
      back: () => latest.current.back(),
    };
    const onKey = (event: KeyboardEvent) => {
      const action = hotkeyAction(event);
      if (!action) return;
      event.preventDefault();
      perform[action]();
    };
    const windows = popOut ? [window, popOut] : [window];
    for (const w of windows) w.addEventListener('keydown', onKey);
    return () => {
      for (const w of windows) w.removeEventListener('keydown', onKey);
    };
  }, [popOut]);
};

export function RecorderLayout({ recorder, name, noun, stage, note }: Props) {
  const popOut = usePopOut(true, 'Recording controller');
  useHotkeys(recorder, popOut.window);
  useEffect(askNotificationPermission, []);
  const { finished } = recorder.queue;
  useEffect(() => {
    if (finished) announceFinished((message) => notifications.show({ color: 'orange', message }));
  }, [finished]);

  const controller = <Controller recorder={recorder} name={name} noun={noun} note={note} />;
  return (
    <Box component="main" h="100vh" bg="dark.9" style={{ display: 'flex', flexDirection: 'column', overflow: 'hidden' }}>
      <Box style={{ flex: 1, minHeight: 0 }} data-recorder-stage>
        {stage}
      </Box>
      {popOut.status === 'open' && popOut.root && createPortal(controller, popOut.root)}
      {(popOut.status === 'blocked' || popOut.status === 'closed') && (
        <Paper radius={0} bg="white" style={{ flexShrink: 0 }}>
          <Alert color={popOut.status === 'blocked' ? 'yellow' : 'gray'} radius={0} py="xs">
            <Group justify="space-between" gap="sm">
              <Text size="sm">{popOut.status === 'blocked' ? RecorderMessages.popOutBlocked : RecorderMessages.popOutClosed}</Text>
              <Button size="compact-sm" variant="default" leftSection={<IconExternalLink size={16} aria-hidden />} onClick={popOut.open}>
                Open the controller window
              </Button>
            </Group>
          </Alert>
          <Box maw={560} mx="auto">
            {controller}
          </Box>
        </Paper>
      )}
    </Box>
  );
}
