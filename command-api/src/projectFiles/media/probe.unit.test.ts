import { probeOf } from './probe';

const h264 = { codec_type: 'video', codec_name: 'h264', width: 1920, height: 1080, avg_frame_rate: '30000/1001', r_frame_rate: '30000/1001', pix_fmt: 'yuv420p' };
const aac = { codec_type: 'audio', codec_name: 'aac' };
const mp4 = { format_name: 'mov,mp4,m4a,3gp,3g2,mj2', duration: '12.345678' };

describe("reading ffprobe's answer", () => {
  it('reads duration (ms), frame rate and size, and an H.264/AAC MP4 as playable', () => {
    expect(probeOf({ streams: [h264, aac], format: mp4 })).toEqual({ durationMs: 12346, frameRate: 29.97, width: 1920, height: 1080, playable: true });
  });

  it('takes what a browser cannot play as such: an avi, ProRes, 10-bit H.264, PCM sound', () => {
    expect(probeOf({ streams: [h264], format: { format_name: 'avi', duration: '1' } })?.playable).toBe(false);
    expect(probeOf({ streams: [{ ...h264, codec_name: 'prores' }], format: mp4 })?.playable).toBe(false);
    expect(probeOf({ streams: [{ ...h264, pix_fmt: 'yuv422p10le' }], format: mp4 })?.playable).toBe(false);
    expect(probeOf({ streams: [h264, { codec_type: 'audio', codec_name: 'pcm_s16le' }], format: mp4 })?.playable).toBe(false);
  });

  it('answers null for no video stream, and null for what it cannot read', () => {
    expect(probeOf({ streams: [aac], format: mp4 })).toBeNull();
    expect(probeOf({ streams: [{ codec_type: 'video', avg_frame_rate: '0/0', r_frame_rate: 'x' }], format: {} })).toEqual({
      durationMs: null,
      frameRate: null,
      width: null,
      height: null,
      playable: false,
    });
  });
});
