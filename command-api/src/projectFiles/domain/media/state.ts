// The media of a project's file, folded from its stream filemedia-<fileID>: per version of a video,
// whether its media is settled (probed and playable, proxied, or failed); and an svg's stats.
import type { EventOf, ProjectFileEvents } from '@wb/contracts';

export type MediaEvent = EventOf<typeof ProjectFileEvents>;

export type VersionMedia = 'probed' | 'playable' | 'proxied' | 'failed';

export interface MediaState {
  /** What is known of each version's media, by version number. */
  readonly versions: Readonly<Record<number, VersionMedia>>;
  readonly svgStats: Readonly<Record<string, unknown>> | null;
}

export const initialState: MediaState = { versions: {}, svgStats: null };

const withVersion = (state: MediaState, version: number, media: VersionMedia): MediaState => ({ ...state, versions: { ...state.versions, [version]: media } });

export const evolve = (state: MediaState, event: MediaEvent): MediaState => {
  switch (event.type) {
    case 'VideoProbed':
      return withVersion(state, event.data.version, event.data.playable ? 'playable' : 'probed');
    case 'VideoProxyReady':
      return withVersion(state, event.data.version, 'proxied');
    case 'VideoMediaFailed':
      return withVersion(state, event.data.version, 'failed');
    case 'SvgMetaAdded':
      return { ...state, svgStats: event.data.stats };
    default: {
      const _exhaustive: never = event;
      return _exhaustive;
    }
  }
};

/** Nothing more is to be done for the version: played as stored, proxied, or given up on. */
export const isSettled = (state: MediaState, version: number): boolean => {
  const media = state.versions[version];
  return media === 'playable' || media === 'proxied' || media === 'failed';
};
