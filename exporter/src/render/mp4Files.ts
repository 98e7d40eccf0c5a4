// Chunk MP4s joined without re-encoding, and what ffprobe says of an MP4.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BITEXACT_OUTPUT, FFMPEG, FFPROBE, run } from './ffmpeg';

/**
 * The chunks, in order, as one MP4 (ffmpeg's concat demuxer, `-c copy`). Each chunk starts on a
 * keyframe and all come from the same encoder settings, so the join needs no re-encoding, and the
 * same chunk files always give the same bytes.
 */
export const joinChunks = async (chunkFiles: readonly string[], outFile: string): Promise<void> => {
  if (chunkFiles.length === 0) throw new Error('There are no chunks to join.');
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'wb-join-'));
  try {
    const list = path.join(folder, 'chunks.txt');
    // The concat list quotes each path; a quote inside one is written as '\''.
    fs.writeFileSync(list, chunkFiles.map((file) => `file '${path.resolve(file).replace(/'/g, "'\\''")}'\n`).join(''));
    const partFile = `${outFile}.part.mp4`;
    await run(FFMPEG, ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'concat', '-safe', '0', '-i', list, '-c', 'copy', ...BITEXACT_OUTPUT, partFile]);
    fs.renameSync(partFile, outFile);
  } finally {
    fs.rmSync(folder, { recursive: true, force: true });
  }
};

export interface Mp4Facts {
  /** Seconds, from the container. */
  durationS: number;
  width: number;
  height: number;
  /** Video frames (packets of the video stream, counted without decoding). */
  frames: number;
  codec: string;
  /** Frames per second as ffprobe gives it ("30/1"). */
  frameRate: string;
}

interface ProbeJson {
  streams?: { codec_name?: string; width?: number; height?: number; nb_read_packets?: string; r_frame_rate?: string }[];
  format?: { duration?: string };
}

export const probeMp4 = async (file: string): Promise<Mp4Facts> => {
  const out = await run(FFPROBE, [
    '-v',
    'error',
    '-count_packets',
    '-select_streams',
    'v:0',
    '-show_entries',
    'stream=codec_name,width,height,nb_read_packets,r_frame_rate:format=duration',
    '-of',
    'json',
    file,
  ]);
  const json = JSON.parse(out) as ProbeJson;
  const stream = json.streams?.[0];
  if (!stream) throw new Error(`${file} has no video stream.`);
  return {
    durationS: Number(json.format?.duration ?? NaN),
    width: stream.width ?? 0,
    height: stream.height ?? 0,
    frames: Number(stream.nb_read_packets ?? 0),
    codec: stream.codec_name ?? '',
    frameRate: stream.r_frame_rate ?? '',
  };
};
