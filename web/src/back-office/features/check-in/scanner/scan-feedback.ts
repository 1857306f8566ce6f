/**
 * A short beep and a buzz when a code is read, so the volunteer need not watch the screen. Either
 * may be missing (iOS has no vibrate, audio may be blocked): then silently nothing.
 */
export function scanFeedback(): void {
  try {
    navigator.vibrate?.(80);
  } catch {
    // vibrate refused (no user gesture yet): the screen still shows the answer.
  }
  const Context = (globalThis as { AudioContext?: typeof AudioContext }).AudioContext;
  if (!Context) return;
  try {
    const audio = new Context();
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = 1200;
    gain.gain.value = 0.1;
    tone.connect(gain).connect(audio.destination);
    tone.start();
    tone.stop(audio.currentTime + 0.12);
    tone.onended = () => void audio.close();
  } catch {
    // No audio output: the screen still shows the answer.
  }
}
