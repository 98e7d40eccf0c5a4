// Media rules of a project's file: the video media reactor reports what ffprobe read, the proxy it
// made, or why it could not, once per version (a repeat of a settled version changes nothing); an
// uploaded svg's stats are recorded for an svg file only (spec 002 section 7, /project/addSvgMeta).
// Which versions the reactor works on at all is mediaDue: a project's video, uploaded for review or
// linked from the asset library later.
import { FileStatus, Messages, projectFileKindOf } from '@wb/contracts';
import type { Decision } from '../../../shared/domain/decider';
import { domainError } from '../../../shared/domain/domainError';
import { fileNotFound } from '../../../assets/domain/errors';
import type { File } from '../../../assets/domain/file/state';
import { isReviewUpload } from '../../../assets/domain/file/review';
import { isSettled, type MediaEvent, type MediaState } from './state';

export interface Probe {
  readonly durationMs: number | null;
  readonly frameRate: number | null;
  readonly width: number | null;
  readonly height: number | null;
  readonly playable: boolean;
}

export type MediaCommand =
  | { type: 'RecordSvgMeta'; fileID: string; file: File; stats: Readonly<Record<string, number | string | boolean | null>> }
  | { type: 'RecordMediaProbe'; fileID: string; version: number; probe: Probe }
  | { type: 'RecordProxy'; fileID: string; version: number; proxyUrl: string; posterUrl: string | null }
  | { type: 'RecordMediaFailure'; fileID: string; version: number; reason: string };

/**
 * The version of the file whose media the reactor is to read, as the file stands at the event it
 * reacts to (an upload, a new version, a link to a project), or null. Any project's video qualifies:
 * one uploaded for review, and a library video linked to a project later (the link is its first
 * event in a project; a project asset such as a voiceover is the contents page's, never probed). A
 * version already settled is never worked on again, whichever of its events comes (again) first, so
 * a second link, a relink, a replay or a restart probes nothing twice.
 */
export const mediaDue = (file: File, media: MediaState): number | null => {
  if (file === null || file.status === FileStatus.Deleted || projectFileKindOf(file.type) !== 'video') return null;
  if (!isReviewUpload(file.projectIDs[0] ?? null, file.projectAssetType)) return null;
  return isSettled(media, file.version) ? null : file.version;
};

const sameStats = (a: Readonly<Record<string, unknown>> | null, b: Readonly<Record<string, unknown>>): boolean => a !== null && JSON.stringify(a) === JSON.stringify(b);

const svgMeta = (command: Extract<MediaCommand, { type: 'RecordSvgMeta' }>, state: MediaState): Decision<MediaEvent> => {
  const { file } = command;
  if (file === null || file.status === FileStatus.Deleted) return fileNotFound();
  if (file.type.toLowerCase() !== 'svg') return domainError('validation', Messages.notAnSvgFile, { fields: { fileID: Messages.notAnSvgFile } });
  if (sameStats(state.svgStats, command.stats)) return [];
  return [{ type: 'SvgMetaAdded', data: { fileID: command.fileID, stats: { ...command.stats } } }];
};

export const decide = (command: MediaCommand, state: MediaState): Decision<MediaEvent> => {
  if (command.type === 'RecordSvgMeta') return svgMeta(command, state);
  const { fileID, version } = command;
  if (isSettled(state, version)) return [];
  switch (command.type) {
    case 'RecordMediaProbe':
      // A probe is recorded once; proxy making goes on from it.
      return state.versions[version] === 'probed' ? [] : [{ type: 'VideoProbed', data: { fileID, version, ...command.probe } }];
    case 'RecordProxy':
      return [{ type: 'VideoProxyReady', data: { fileID, version, proxyUrl: command.proxyUrl, posterUrl: command.posterUrl } }];
    case 'RecordMediaFailure':
      return [{ type: 'VideoMediaFailed', data: { fileID, version, reason: command.reason.slice(0, 500) } }];
    default: {
      const _exhaustive: never = command;
      return _exhaustive;
    }
  }
};
