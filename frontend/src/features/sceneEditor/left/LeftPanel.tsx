// The left element panel: Layers, Media, Library and Animations; the chosen tab is remembered
// (editorPreferences).
import { useState, type ReactNode } from 'react';
import { Tabs } from '@mantine/core';
import { LeftTabs, readPreferences, writePreferences, type LeftTab } from '../layout/editorPreferences';
import { AnimationsTab } from './AnimationsTab';
import { LibraryTab } from './LibraryTab';
import { MediaTab } from './MediaTab';
import type { PanelProps } from '../panels/types';

const scrolls = { flex: 1, minHeight: 0, overflowY: 'auto' } as const;
const LABELS: Record<LeftTab, string> = { layers: 'Layers', media: 'Media', library: 'Library', animations: 'Animations' };

export function LeftPanel({ layers, ...props }: PanelProps & { layers: ReactNode }) {
  const [tab, setTab] = useState<LeftTab>(() => readPreferences().leftTab);
  const choose = (value: string | null) => {
    const next = LeftTabs.find((t) => t === value);
    if (!next) return;
    setTab(next);
    writePreferences({ leftTab: next });
  };
  return (
    <Tabs value={tab} onChange={choose} keepMounted={false} style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Tabs.List grow style={{ flexWrap: 'nowrap' }}>
        {LeftTabs.map((t) => (
          <Tabs.Tab key={t} value={t} fz="xs" px={6}>
            {LABELS[t]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {/* Bounded in height: the layers list scrolls itself and draws only the rows in view. */}
      <Tabs.Panel value="layers" style={{ flex: 1, minHeight: 0, overflow: 'hidden' }}>
        {layers}
      </Tabs.Panel>
      <Tabs.Panel value="media" style={scrolls}>
        <MediaTab {...props} />
      </Tabs.Panel>
      <Tabs.Panel value="library" style={scrolls}>
        <LibraryTab {...props} />
      </Tabs.Panel>
      <Tabs.Panel value="animations" style={scrolls}>
        <AnimationsTab {...props} />
      </Tabs.Panel>
    </Tabs>
  );
}
