import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ScriptDocument } from "./script-document";

const SCRIPT = `TITLE: Digraph Detectives
TOPIC: Digraphs | CONCEPT: Digraph Detectives | TARGET LENGTH: 1:00 | GRADE: 1
STANDARDS: RF.1.3.a (primary)
CAST: Penny Page (Curious Host), Rhymo (Robot)

SCENE 1 — HOOK (0:12)
VISUAL: A detective office.
PENNY PAGE: Hi, friends! Can **two** letters make one sound?
RHYMO: Beep! *Yes* they can.
PAUSE: 2 seconds — viewers wonder
PENNY PAGE: Let's find out.

SCENE 2 — CLOSE (0:10)
RHYMO: Bye!
`;

/** A small stand-in for the Web Speech API: records utterances; the test says when each one ends. */
class FakeUtterance {
  text: string;
  voice: unknown = null;
  pitch = 1;
  onend: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(text: string) {
    this.text = text;
  }
}

function installSpeech() {
  const voices = [
    { name: "Alex", lang: "en-US" },
    { name: "Amélie", lang: "fr-FR" },
    { name: "Moira", lang: "en-IE" },
  ];
  const spoken: FakeUtterance[] = [];
  const synth = {
    speak: vi.fn((u: FakeUtterance) => spoken.push(u)),
    cancel: vi.fn(),
    getVoices: () => voices,
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
  };
  vi.stubGlobal("speechSynthesis", synth);
  vi.stubGlobal("SpeechSynthesisUtterance", FakeUtterance);
  return { synth, spoken, voices, finish: (u: FakeUtterance) => act(() => u.onend?.()) };
}

const current = () => document.querySelector("[aria-current='true']");

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("ScriptDocument read aloud", () => {
  it("reads a scene's lines in order, a voice and pitch per character, highlighting the line, waiting at a pause", async () => {
    const speech = installSpeech();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<ScriptDocument text={SCRIPT} />);

    await user.click(screen.getByRole("button", { name: "Read aloud (scene 1)" }));
    // The VISUAL cue is not read; the first line is, without its formatting markers.
    expect(speech.spoken.map((u) => u.text)).toEqual(["Hi, friends! Can two letters make one sound?"]);
    expect(speech.spoken[0]).toMatchObject({ voice: speech.voices[0], pitch: 1 });
    expect(current()).toHaveTextContent("PENNY PAGE");
    expect(current()).toHaveTextContent("Can two letters");

    await speech.finish(speech.spoken[0]!);
    expect(speech.spoken[1]).toMatchObject({ text: "Beep! Yes they can.", voice: speech.voices[2], pitch: 1.35 });
    expect(current()).toHaveTextContent("RHYMO");

    await speech.finish(speech.spoken[1]!);
    expect(current()).toHaveTextContent("Pause 2 s");
    expect(speech.spoken).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(speech.spoken[2]).toMatchObject({ text: "Let's find out.", voice: speech.voices[0], pitch: 1 });

    await speech.finish(speech.spoken[2]!);
    expect(current()).toBeNull();
    expect(screen.getByRole("button", { name: "Read aloud (scene 1)" })).toBeInTheDocument();
  });

  it("Stop ends the reading at once", async () => {
    const speech = installSpeech();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<ScriptDocument text={SCRIPT} />);
    const scene2 = screen.getByRole("region", { name: /Scene 2/ });
    await user.click(within(scene2).getByRole("button", { name: "Read aloud (scene 2)" }));
    expect(speech.spoken.map((u) => u.text)).toEqual(["Bye!"]);
    await user.click(within(scene2).getByRole("button", { name: "Stop (scene 2)" }));
    expect(speech.synth.cancel).toHaveBeenCalled();
    expect(current()).toBeNull();
    // A late "end" of the cancelled line starts nothing more.
    await speech.finish(speech.spoken[0]!);
    expect(speech.spoken).toHaveLength(1);
  });

  it("is not offered where the browser has no speech synthesis", () => {
    vi.stubGlobal("speechSynthesis", undefined);
    render(<ScriptDocument text={SCRIPT} />);
    expect(screen.queryByRole("button", { name: /aloud/ })).not.toBeInTheDocument();
    expect(
      screen.getByText("Read aloud is not available in this browser (it has no speech synthesis)."),
    ).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: /Scene 1 — HOOK/ })).toBeInTheDocument();
  });
});
