// The end-of-play bell (spec 002: a bell sound plays if exporterSettings.playBell is on), synthesised
// with WebAudio: a struck tone with two overtones decaying over 1.5 s. No sound file to fetch or ship.
export const ringBell = (): void => {
  const AudioContextClass = window.AudioContext as typeof AudioContext | undefined;
  if (!AudioContextClass) return;
  const audio = new AudioContextClass();
  const start = audio.currentTime;
  for (const [frequency, loudness] of [
    [880, 0.3],
    [1760, 0.12],
    [2640, 0.06],
  ] as const) {
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = frequency;
    gain.gain.setValueAtTime(loudness, start);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + 1.5);
    tone.connect(gain).connect(audio.destination);
    tone.start(start);
    tone.stop(start + 1.5);
  }
  // Free the audio device once the bell has died away.
  window.setTimeout(() => void audio.close().catch(() => undefined), 1700);
};
