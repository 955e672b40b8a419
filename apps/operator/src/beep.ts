/** The new-order sound: two short tones from Web Audio (no file to load, works offline). */
let context: AudioContext | undefined;

/** Creates (or resumes) the audio context inside a user gesture, as browsers require before sound. */
export function unlockBeep(): void {
  try {
    context ??= new AudioContext();
    void context.resume();
  } catch {
    // No Web Audio: the visual alert is enough.
  }
}

export function beep(): void {
  if (!context || context.state !== 'running') return;
  const start = context.currentTime;
  for (const [offset, frequency] of [
    [0, 880],
    [0.25, 1175],
  ] as const) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.type = 'sine';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, start + offset);
    gain.gain.exponentialRampToValueAtTime(0.3, start + offset + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, start + offset + 0.2);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start + offset);
    oscillator.stop(start + offset + 0.22);
  }
}
