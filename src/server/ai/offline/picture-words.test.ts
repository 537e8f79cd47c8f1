import { describe, expect, it } from "vitest";
import { pictureStem, pictureWords } from "./teach-blocks";

describe("a picture's words without their endings", () => {
  it("keeps a word that only ends in the letters of an ending: king is not k + ing", () => {
    for (const w of ["king", "ring", "sing", "bring", "thing", "spring", "wing", "shed", "bus", "seed"])
      expect(pictureStem(w), w).toBe(w);
  });

  it("takes a plural's s or a real ending off, so two forms of one word match", () => {
    expect(pictureStem("wings")).toBe("wing");
    expect(pictureStem("kings")).toBe("king");
    expect(pictureStem("jumping")).toBe("jump");
    expect(pictureStem("walked")).toBe("walk");
    expect([...pictureWords("A king and two kings sing in the spring.")].sort()).toEqual(["king", "sing", "spring"]);
  });
});
