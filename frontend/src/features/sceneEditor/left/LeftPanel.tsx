// The left element panel: Layers, Media, Library and Animations; the chosen tab is remembered
// (editorPreferences).
import { useState, type ReactNode } from 'react';
import { ScrollArea, Tabs } from '@mantine/core';
import type { SceneDocument } from '@wb/contracts';
import { LeftTabs, readPreferences, writePreferences, type LeftTab } from '../layout/editorPreferences';
import { AnimationsTab } from './AnimationsTab';
import { LibraryTab } from './LibraryTab';
import { MediaTab } from './MediaTab';

export interface PanelProps {
  document: SceneDocument;
  selectedIds: string[];
  time: number;
  onChange(next: SceneDocument, label: string): void;
  onSelect(ids: string[]): void;
  onSeek(time: number): void;
}

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
        {LeftTabs.map((t) => <Tabs.Tab key={t} value={t} fz="xs" px={6}>{LABELS[t]}</Tabs.Tab>)}
      </Tabs.List>
      <ScrollArea style={{ flex: 1 }}>
        <Tabs.Panel value="layers">{layers}</Tabs.Panel>
        <Tabs.Panel value="media"><MediaTab {...props} /></Tabs.Panel>
        <Tabs.Panel value="library"><LibraryTab {...props} /></Tabs.Panel>
        <Tabs.Panel value="animations"><AnimationsTab {...props} /></Tabs.Panel>
      </ScrollArea>
    </Tabs>
  );
}
