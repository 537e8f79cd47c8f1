/** The parts of `webvtt-parser` (which ships no types) the caption tests use. */
declare module "webvtt-parser" {
  export class WebVTTParser {
    parse(
      input: string,
      mode?: "metadata" | "chapters",
    ): {
      cues: { startTime: number; endTime: number; text: string }[];
      errors: { message: string; line: number }[];
    };
  }
}
