// The projectFiles rows the queries read, and the answer they make (contracts' ReviewFile).
import { projectFileKindOf, type ReviewFile, type ReviewMedia } from '@wb/contracts';

export interface FileRow {
  readonly file_id: string;
  readonly name: string;
  readonly extension: string;
  readonly user_name: string;
  readonly svg_stats: Record<string, number | string | boolean | null> | null;
  readonly created_on: Date;
}
export interface VersionRow {
  readonly file_id: string;
  readonly version: number;
  readonly url: string;
  readonly size: string | number;
  readonly created_on: Date;
}
export interface MediaRow {
  readonly file_id: string;
  readonly version: number;
  readonly state: ReviewMedia['state'];
  readonly duration_ms: number | null;
  readonly frame_rate: number | null;
  readonly width: number | null;
  readonly height: number | null;
  readonly playable: boolean;
  readonly proxy_url: string | null;
  readonly poster_url: string | null;
}

const mediaOf = (row: MediaRow | undefined): ReviewMedia | null =>
  row === undefined
    ? null
    : {
        durationMs: row.duration_ms,
        frameRate: row.frame_rate,
        width: row.width,
        height: row.height,
        playable: row.playable,
        proxyUrl: row.proxy_url,
        posterUrl: row.poster_url,
        state: row.state,
      };

const groupBy = <R extends { readonly file_id: string }>(rows: readonly R[]): Map<string, R[]> => {
  const by = new Map<string, R[]>();
  for (const row of rows) by.set(row.file_id, [...(by.get(row.file_id) ?? []), row]);
  return by;
};

/** Each file (of a kind review shows) with its versions, oldest first, and its current version's media. */
export const toReviewFiles = (files: readonly FileRow[], versions: readonly VersionRow[], media: readonly MediaRow[], fileExports: ReadonlyMap<string, ReviewFile['fileExports']>): ReviewFile[] => {
  const versionsOf = groupBy(versions);
  const mediaByFile = groupBy(media);
  return files.flatMap((f): ReviewFile[] => {
    const type = projectFileKindOf(f.extension);
    const list = (versionsOf.get(f.file_id) ?? []).sort((a, b) => a.version - b.version);
    const current = list[list.length - 1];
    if (type === null || current === undefined) return [];
    return [
      {
        fileID: f.file_id,
        name: f.name,
        type,
        extension: f.extension,
        createdOn: f.created_on.toISOString(),
        version: current.version,
        versions: list.map((v) => ({ version: v.version, url: v.url, createdOn: v.created_on.toISOString(), size: Number(v.size) })),
        url: current.url,
        media: type === 'video' ? mediaOf((mediaByFile.get(f.file_id) ?? []).find((m) => m.version === current.version)) : null,
        svgStats: type === 'svg' ? f.svg_stats : null,
        user: { name: f.user_name },
        fileExports: fileExports.get(f.file_id) ?? [],
      },
    ];
  });
};
