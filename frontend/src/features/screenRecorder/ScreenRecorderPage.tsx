// /exporter?v=1|2 (spec 002, "Screen-recording exporter"): takes the saved list (files for v=1, scenes
// for v=2) and plays it on an empty stage with the pop-out controller. A signed-in user's list is read
// with their session; a visitor with an access key that opens the page (/checkPuppeteerAccess) has it
// read with the key instead, and plays it the same way (docs/decisions/screenRecorder.md).
import { useState } from 'react';
import { Anchor } from '@mantine/core';
import { Messages } from '@wb/contracts';
import { useAppSelector } from '../../app/hooks';
import { selectSessionStatus } from '../auth/authSlice';
import { FileRecorder } from './FileRecorder';
import { RecorderMessages } from './messages';
import { NoticeText, RecorderLoading, RecorderNotice } from './RecorderNotice';
import { takeRecordList, type RecorderVersion } from './recordList';
import type { RecorderSource } from './recorderSource';
import { SceneRecorder } from './SceneRecorder';
import { useRecorderKeyCheckQuery } from './screenRecorderApi';

interface ListProps {
  readonly version: RecorderVersion;
  readonly autoplay: boolean;
  readonly ids: readonly string[];
  readonly source: RecorderSource;
}

function RecordList({ version, autoplay, ids, source }: ListProps) {
  if (ids.length === 0)
    return (
      <RecorderNotice title={RecorderMessages.noFiles}>
        <NoticeText>{RecorderMessages.howToStart}</NoticeText>
      </RecorderNotice>
    );
  return version === 2 ? <SceneRecorder sceneIDs={ids} autoplay={autoplay} source={source} /> : <FileRecorder fileIDs={ids} autoplay={autoplay} source={source} />;
}

/** A visitor without a session: a key that opens the page reads the list; any other is refused. */
function WithKey({ accessKey, ...list }: Omit<ListProps, 'source'> & { accessKey: string }) {
  const check = useRecorderKeyCheckQuery({ key: accessKey, scope: 'exporter' });
  if (check.isLoading) return <RecorderLoading />;
  if (check.currentData?.access === true) return <RecordList {...list} source={{ kind: 'key', key: accessKey }} />;
  return (
    <RecorderNotice title={Messages.automationKeyRefused}>
      <Anchor href="#/login">Sign in</Anchor>
    </RecorderNotice>
  );
}

const SESSION: RecorderSource = { kind: 'session' };

export function ScreenRecorderPage({ version, autoplay, accessKey }: { version: RecorderVersion; autoplay: boolean; accessKey: string }) {
  const signedIn = useAppSelector(selectSessionStatus) === 'signedIn';
  const [ids] = useState(() => takeRecordList(version));
  if (!signedIn) return <WithKey accessKey={accessKey} version={version} autoplay={autoplay} ids={ids} />;
  return <RecordList version={version} autoplay={autoplay} ids={ids} source={SESSION} />;
}
