// /exporter?v=1|2 (spec 002, "Screen-recording exporter"): takes the saved list (files for v=1, scenes
// for v=2) and plays it on an empty stage with the pop-out controller. With an access key and no
// session the page is reached and checks the key, but nothing a key opens can load scenes or files
// yet: it says so (docs/decisions/screenRecorder.md).
import { useState } from 'react';
import { Anchor } from '@mantine/core';
import { Messages } from '@wb/contracts';
import { useAppSelector } from '../../app/hooks';
import { selectSessionStatus } from '../auth/authSlice';
import { FileRecorder } from './FileRecorder';
import { RecorderMessages } from './messages';
import { NoticeText, RecorderLoading, RecorderNotice } from './RecorderNotice';
import { takeRecordList, type RecorderVersion } from './recordList';
import { SceneRecorder } from './SceneRecorder';
import { useRecorderKeyCheckQuery } from './screenRecorderApi';

/** A visitor without a session: a key that opens the page still cannot load what it would play. */
function SignedOut({ accessKey }: { accessKey: string }) {
  const check = useRecorderKeyCheckQuery({ key: accessKey, scope: 'exporter' });
  if (check.isLoading) return <RecorderLoading />;
  const opens = check.currentData?.access === true;
  return (
    <RecorderNotice title={opens ? 'Sign in to record' : Messages.automationKeyRefused}>
      {opens && <NoticeText>{RecorderMessages.keyOnly}</NoticeText>}
      <Anchor href="#/login">Sign in</Anchor>
    </RecorderNotice>
  );
}

export function ScreenRecorderPage({ version, autoplay, accessKey }: { version: RecorderVersion; autoplay: boolean; accessKey: string }) {
  const signedIn = useAppSelector(selectSessionStatus) === 'signedIn';
  const [ids] = useState(() => takeRecordList(version));
  if (!signedIn) return <SignedOut accessKey={accessKey} />;
  if (ids.length === 0)
    return (
      <RecorderNotice title={RecorderMessages.noFiles}>
        <NoticeText>{RecorderMessages.howToStart}</NoticeText>
      </RecorderNotice>
    );
  return version === 2 ? <SceneRecorder sceneIDs={ids} autoplay={autoplay} /> : <FileRecorder fileIDs={ids} autoplay={autoplay} />;
}
