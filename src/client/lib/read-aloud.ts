import { useCallback, useEffect, useRef, useState } from "react";
import type { Beat } from "@shared/script-format";

/**
 * "Read aloud" (docs/product/screens.md#script-editor): a scene read by the browser's speech synthesis (Web Speech API), one voice and
 * pitch per character, pausing where the script says PAUSE, so a writer hears whether a line is too long
 * for a six-year-old. Cues (VISUAL, ON SCREEN) are not read.
 */

/** Pitches given to characters in order of appearance (1 = the voice's own). */
export const CHARACTER_PITCHES = [1, 1.35, 0.75, 1.6, 0.55, 1.15] as const;
/** Longest PAUSE honoured while reading aloud (ms): a writer checks pacing, not the full wait. */
export const MAX_READ_PAUSE_MS = 5_000;

export interface CharacterVoice {
  voice: SpeechSynthesisVoice | null;
  /** 0–2, 1 = the voice's own. */
  pitch: number;
}

/** The speech API when the browser has one, else null (reading aloud is then not offered). */
export function getSpeech(): { synth: SpeechSynthesis; Utterance: typeof SpeechSynthesisUtterance } | null {
  if (typeof window === "undefined" || !window.speechSynthesis || typeof window.SpeechSynthesisUtterance !== "function")
    return null;
  return { synth: window.speechSynthesis, Utterance: window.SpeechSynthesisUtterance };
}

/** What is said for a line: the words without formatting markers. */
export function speakableText(text: string): string {
  return text
    .replace(/\*+/g, "")
    .replace(/^#{1,2}\s+/, "")
    .trim();
}

/**
 * A voice and pitch for each speaker, in order of first appearance: English voices in turn (all voices when
 * there is no English one; null → the browser's default), and a different pitch for each, so two characters
 * sharing a voice still sound apart.
 */
export function castVoices(speakers: string[], voices: readonly SpeechSynthesisVoice[]): Map<string, CharacterVoice> {
  const english = voices.filter((v) => v.lang.toLowerCase().startsWith("en"));
  const pool = english.length > 0 ? english : voices;
  const cast = new Map<string, CharacterVoice>();
  for (const speaker of speakers) {
    if (cast.has(speaker)) continue;
    const i = cast.size;
    cast.set(speaker, {
      voice: pool.length > 0 ? pool[i % pool.length]! : null,
      pitch: CHARACTER_PITCHES[i % CHARACTER_PITCHES.length]!,
    });
  }
  return cast;
}

/** Which beat of which scene is being read. */
export interface ReadingPosition {
  scene: number;
  beat: number;
}

/**
 * Plays scenes aloud. `play(scene, beats)` reads the scene's spoken lines in order (a PAUSE waits, up to
 * MAX_READ_PAUSE_MS), `stop()` ends at once; `position` is the beat being read (null when idle); `isSupported`
 * is false where the browser has no speech synthesis. Reading stops when the component unmounts.
 */
export function useReadAloud() {
  const speech = getSpeech();
  const isSupported = speech !== null;
  const [position, setPosition] = useState<ReadingPosition | null>(null);
  const [voices, setVoices] = useState<SpeechSynthesisVoice[]>(() => speech?.synth.getVoices() ?? []);
  const runRef = useRef(0);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Browsers load their voices after the page: listen for the list.
  useEffect(() => {
    const synth = getSpeech()?.synth;
    if (!synth) return;
    const update = () => setVoices(synth.getVoices());
    synth.addEventListener?.("voiceschanged", update);
    return () => synth.removeEventListener?.("voiceschanged", update);
  }, []);

  const stop = useCallback(() => {
    runRef.current += 1;
    clearTimeout(timerRef.current);
    getSpeech()?.synth.cancel();
    setPosition(null);
  }, []);

  useEffect(() => stop, [stop]);

  const play = useCallback(
    (scene: number, beats: Beat[]) => {
      const api = getSpeech();
      if (!api) return;
      stop();
      const run = runRef.current;
      const cast = castVoices(
        beats.flatMap((b) => (b.type === "line" ? [b.speaker] : [])),
        voices,
      );
      const step = (index: number) => {
        if (run !== runRef.current) return;
        const beat = beats[index];
        if (!beat) return setPosition(null);
        if (beat.type === "pause") {
          setPosition({ scene, beat: index });
          timerRef.current = setTimeout(() => step(index + 1), Math.min(beat.seconds * 1000, MAX_READ_PAUSE_MS));
          return;
        }
        const words = beat.type === "line" ? speakableText(beat.text) : "";
        if (!words) return step(index + 1);
        const utterance = new api.Utterance(words);
        const character = cast.get((beat as Extract<Beat, { type: "line" }>).speaker);
        if (character?.voice) utterance.voice = character.voice;
        utterance.pitch = character?.pitch ?? 1;
        utterance.onend = () => step(index + 1);
        // An error (e.g. no voice installed) ends the reading rather than hanging on this line.
        utterance.onerror = () => run === runRef.current && setPosition(null);
        setPosition({ scene, beat: index });
        api.synth.speak(utterance);
      };
      step(0);
    },
    [stop, voices],
  );

  return { isSupported, position, play, stop };
}
