// /exporter?v=1: the chosen project files in the order they were chosen (/files/getByIDs answers in
// the order asked). A video plays for its length; an SVG or image is shown still for an imported
// scene's default length (docs/decisions/screenRecorder.md). Read with the session, or with an access
// key (recorderSource.ts): the player is the same.
import { useState } from 'react';
import { SceneDefaults, type ReviewFile } from '@wb/contracts';
import { videoSourceOf } from '../projectFiles/reviewState';
import { FileStage } from './FileStage';
import { RecorderMessages } from './messages';
import { NoticeText, RecorderLoading, RecorderNotice } from './RecorderNotice';
import { RecorderLayout } from './RecorderLayout';
import { useRecordedFiles, type RecorderSource } from './recorderSource';
import { useRecorder, useRecorderQueue } from './useRecorder';

/** How long a still file (an SVG or an image) stays on screen, ms. */
const STILL_DURATION = SceneDefaults.importedSceneDuration;

/** A file's length in ms; 0 (passed over) for a video no browser can play yet; null until known. */
const durationOf = (file: ReviewFile, measured: number | undefined): number | null => {
  if (file.type !== 'video') return STILL_DURATION;
  if (videoSourceOf(file, { version: file.version, url: file.url, madeOn: null }).kind !== 'play') return 0;
  return file.media?.durationMs ?? measured ?? null;
};

function FileQueue({ files, autoplay, missing }: { files: readonly ReviewFile[]; autoplay: boolean; missing: number }) {
  const queue = useRecorderQueue(files.length, autoplay);
  const file = files[queue[0].index];
  // A video's length as the browser read it, when the server's probe has none.
  const [measured, setMeasured] = useState<Record<string, number>>({});
  const duration = file ? durationOf(file, measured[file.fileID]) : null;
  const recorder = useRecorder(queue, duration);
  const stage = file ? <FileStage file={file} state={recorder.state} onDuration={(ms) => setMeasured((known) => ({ ...known, [file.fileID]: ms }))} /> : null;
  const note = missing > 0 ? RecorderMessages.someMissing(missing) : null;
  return <RecorderLayout recorder={recorder} name={file?.name ?? ''} noun="file" stage={stage} note={note} />;
}

export function FileRecorder({ fileIDs, autoplay, source }: { fileIDs: readonly string[]; autoplay: boolean; source: RecorderSource }) {
  const { items: files, isError } = useRecordedFiles(source, fileIDs);
  if (isError)
    return (
      <RecorderNotice title="The files could not be loaded">
        <NoticeText>{RecorderMessages.nothingToPlay}</NoticeText>
      </RecorderNotice>
    );
  if (!files) return <RecorderLoading />;
  if (files.length === 0)
    return (
      <RecorderNotice title={RecorderMessages.noFiles}>
        <NoticeText>{RecorderMessages.nothingToPlay}</NoticeText>
      </RecorderNotice>
    );
  return <FileQueue files={files} autoplay={autoplay} missing={fileIDs.length - files.length} />;
}
