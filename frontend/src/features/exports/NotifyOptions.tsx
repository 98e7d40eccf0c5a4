// 'Notify me when done' and the bell of both export dialogs (spec 002: notify on the export calls;
// exporterSettings.playBell, the setting Play all shares).
import { useState } from 'react';
import { Stack, Switch } from '@mantine/core';
import { readPlayBell, writePlayBell } from '../projectFiles/playAll';

export function NotifyOptions({ notify, onNotify }: { notify: boolean; onNotify(on: boolean): void }) {
  const [bell, setBell] = useState(() => readPlayBell());
  return (
    <Stack gap="xs">
      <Switch label="Notify me when the export is done" description="A desktop notification once every MP4 is ready" checked={notify} onChange={(e) => onNotify(e.currentTarget.checked)} />
      <Switch
        label="Ring a bell at the end"
        checked={bell}
        disabled={!notify}
        onChange={(e) => {
          setBell(e.currentTarget.checked);
          writePlayBell(e.currentTarget.checked);
        }}
      />
    </Stack>
  );
}
