import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderRoutes } from "@tests/support/client/render";
import { ScriptExportMenu } from "./script-export-menu";

const approval = { version: 4, approvedBy: "Ana Ortiz", approvedAt: "2026-11-28T10:00:00.000Z" };

/** Captures what the menu saves: the file names and the blobs. */
function captureDownloads() {
  const blobs: Blob[] = [];
  const names: string[] = [];
  vi.spyOn(URL, "createObjectURL").mockImplementation((b) => {
    blobs.push(b as Blob);
    return "blob:x";
  });
  vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
    names.push(this.download);
  });
  return { blobs, names };
}

afterEach(() => vi.restoreAllMocks());

describe("ScriptExportMenu", () => {
  it("exports the approved version with its approval line when one is given", async () => {
    const { blobs, names } = captureDownloads();
    const { user } = renderRoutes(
      [
        {
          path: "/",
          element: (
            <main id="main">
              <ScriptExportMenu
                topic="Long Vowels"
                script={{ text: "WORKING TEXT\n" }}
                approved={{ version: 4, approval, isCurrent: true, script: async () => ({ text: "APPROVED TEXT\n" }) }}
                textFileName="long-vowels-script.txt"
              />
            </main>
          ),
        },
      ],
      "/",
    );
    await user.click(screen.getByRole("button", { name: "Download" }));
    await user.click(await screen.findByRole("menuitem", { name: "Plain text (.txt)" }));
    await vi.waitFor(() => expect(names).toEqual(["long-vowels-script.txt"]), { timeout: 10_000 });
    expect(await blobs[0]!.text()).toBe("APPROVED: version 4, by Ana Ortiz on 2026-11-28\nAPPROVED TEXT\n");
  });

  it("offers an older approved version beside the working one, each in its own labelled group (ADR 0058)", async () => {
    const { blobs, names } = captureDownloads();
    const loadApproved = vi.fn(async () => ({ text: "APPROVED TEXT\n", approval }));
    const { user } = renderRoutes(
      [
        {
          path: "/",
          element: (
            <main id="main">
              <ScriptExportMenu
                topic="Long Vowels"
                script={{ text: "WORKING TEXT\n" }}
                approved={{ version: 4, script: loadApproved }}
                textFileName="long-vowels-script.txt"
              />
            </main>
          ),
        },
      ],
      "/",
    );
    await user.click(screen.getByRole("button", { name: "Download" }));
    const current = await screen.findByRole("group", { name: "This version" });
    const older = screen.getByRole("group", { name: "Approved version 4" });
    // Every item's name is distinct and starts with its visible label (WCAG 2.5.3).
    const itemNames = screen.getAllByRole("menuitem").map((i) => i.textContent);
    expect(new Set(itemNames).size).toBe(itemNames.length);
    expect(within(current).getAllByRole("menuitem")).toHaveLength(7);
    await user.click(within(older).getByRole("menuitem", { name: /^Plain text \(\.txt\)\s*, approved version 4$/ }));
    await vi.waitFor(() => expect(names).toEqual(["long-vowels-approved-v4.txt"]), { timeout: 10_000 });
    expect(await blobs[0]!.text()).toBe("APPROVED: version 4, by Ana Ortiz on 2026-11-28\nAPPROVED TEXT\n");

    await user.click(screen.getByRole("button", { name: "Download" }));
    await user.click(
      within(await screen.findByRole("group", { name: "This version" })).getByRole("menuitem", {
        name: "Plain text (.txt)",
      }),
    );
    await vi.waitFor(() => expect(names).toHaveLength(2), { timeout: 10_000 });
    expect(names[1]).toBe("long-vowels-script.txt");
    expect(await blobs[1]!.text()).toBe("WORKING TEXT\n");
  });

  it("names the approval in the menu when the approved version is the one shown", async () => {
    const { user } = renderRoutes(
      [
        {
          path: "/",
          element: (
            <main id="main">
              <ScriptExportMenu
                topic="Long Vowels"
                script={{ text: "APPROVED TEXT\n" }}
                approved={{ version: 4, approval, isCurrent: true, script: { text: "APPROVED TEXT\n" } }}
                textFileName="long-vowels-script.txt"
              />
            </main>
          ),
        },
      ],
      "/",
    );
    await user.click(screen.getByRole("button", { name: "Download" }));
    expect(await screen.findByText("Approved version 4 · by Ana Ortiz on Nov 28, 2026")).toBeInTheDocument();
    expect(screen.queryByRole("group", { name: "This version" })).toBeNull();
    expect(screen.getByRole("menuitem", { name: "Word (.docx)" })).toBeInTheDocument();
  });

  it("is non-modal: the page around an open menu stays in the accessibility tree", async () => {
    const { user } = renderRoutes(
      [
        {
          path: "/",
          element: (
            <main id="main">
              <button type="button">Elsewhere on the page</button>
              <ScriptExportMenu
                topic="Fables"
                script={{ text: "x" }}
                textFileName="fables-script.txt"
                rowName="Fables"
              />
            </main>
          ),
        },
      ],
      "/",
    );
    await user.click(screen.getByRole("button", { name: "Download Fables" }));
    await screen.findByRole("menuitem", { name: "Print" });
    expect(
      document.querySelector("[aria-hidden='true'] button, button[aria-hidden='true'], [aria-hidden='true'] a[href]"),
    ).toBeNull();
    expect(screen.getByRole("button", { name: "Elsewhere on the page" })).toBeInTheDocument();
  });
});
