import { screen, within } from "@testing-library/react";
import { useState } from "react";
import { beforeEach, describe, expect, it } from "vitest";
import type { GradeStandards } from "@client/api/standards";
import type { Grade } from "@shared/schemas/grade";
import type { Standard } from "@shared/schemas/standard";
import { apiCalls, apiError, mockApi } from "@tests/support/client/api";
import { renderRoutes } from "@tests/support/client/render";
import { BrowseStandardsByStrand } from "./browse-standards-by-strand";

const std = (code: string, description: string) => ({ code, description, grade: "3" as const, kidGoal: null });

const grade3: GradeStandards = {
  grade: "3",
  strands: [
    {
      strand: "RL",
      name: "Reading: Literature",
      standards: [
        std("RL.3.2", "Recount stories, including fables, folktales, and myths from diverse cultures."),
        std("RL.3.3", "Describe characters in a story."),
      ],
    },
    { strand: "RI", name: "Reading: Informational Text", standards: [std("RI.3.2", "Determine the main idea.")] },
    {
      strand: "L",
      name: "Language",
      standards: [std("L.3.1.g", "Form and use comparative and superlative adjectives and adverbs.")],
    },
  ],
};

/** The list with the selection kept in state, as step 2 keeps it in the wizard store. */
function Harness({ grade, defaultOpen }: { grade: Grade | null; defaultOpen?: boolean }) {
  const [chosen, setChosen] = useState<Standard[]>([]);
  const codes = new Set(chosen.map((s) => s.code));
  return (
    <main>
      <BrowseStandardsByStrand
        grade={grade}
        selectedCodes={codes}
        defaultOpen={defaultOpen}
        onToggle={(s) =>
          setChosen((list) =>
            list.some((x) => x.code === s.code) ? list.filter((x) => x.code !== s.code) : [...list, s],
          )
        }
      />
      <output aria-label="Chosen">{chosen.map((s) => s.code).join(",")}</output>
    </main>
  );
}

/** Requests for the grade 3 browse list. */
const gradeListCalls = () =>
  apiCalls().filter((call) => call.method === "GET" && call.path === "/api/standards/grade/3");

const renderBrowse = (grade: Grade | null, defaultOpen?: boolean) =>
  renderRoutes([{ path: "/", element: <Harness grade={grade} defaultOpen={defaultOpen} /> }], "/");

beforeEach(() => {
  mockApi({ "GET /api/standards/grade/3": () => grade3 });
});

describe("BrowseStandardsByStrand (ADR 0057)", () => {
  it("stays closed and loads nothing until asked; then lists the grade's strands, each collapsible", async () => {
    const { user } = renderBrowse("3");
    const open = screen.getByRole("button", { name: "Browse Grade 3 standards by strand" });
    expect(open).toHaveAttribute("aria-expanded", "false");
    expect(gradeListCalls()).toHaveLength(0);

    await user.click(open);
    expect(open).toHaveAttribute("aria-expanded", "true");
    const literature = await screen.findByRole("button", { name: "Reading: Literature (2)" });
    expect(screen.getByRole("button", { name: "Reading: Informational Text (1)" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Language (1)" })).toBeInTheDocument();
    // Strands start collapsed: no standard is listed yet.
    expect(screen.queryByRole("checkbox")).not.toBeInTheDocument();
    expect(literature).toHaveAttribute("aria-expanded", "false");

    await user.click(literature);
    const list = screen.getByRole("list", { name: "Reading: Literature" });
    expect(
      within(list)
        .getAllByRole("checkbox")
        .map((c) => c.getAttribute("aria-checked")),
    ).toEqual(["false", "false"]);
    expect(gradeListCalls()).toHaveLength(1);
  });

  it("selects a standard like a suggestion, with the keyboard too, and counts the strand's chosen ones", async () => {
    const { user } = renderBrowse("3", true);
    const literature = await screen.findByRole("button", { name: "Reading: Literature (2)" });
    literature.focus();
    await user.keyboard("{Enter}");
    const moral = screen.getByRole("checkbox", { name: /RL\.3\.2/ });
    await user.click(moral);
    expect(moral).toBeChecked();
    expect(screen.getByRole("status", { name: "Chosen" })).toHaveTextContent("RL.3.2");
    expect(screen.getByRole("button", { name: "Reading: Literature (2), 1 chosen" })).toBeInTheDocument();

    screen.getByRole("checkbox", { name: /RL\.3\.3/ }).focus();
    await user.keyboard(" ");
    expect(screen.getByRole("status", { name: "Chosen" })).toHaveTextContent("RL.3.2,RL.3.3");
    await user.click(moral);
    expect(screen.getByRole("status", { name: "Chosen" })).toHaveTextContent(/^RL\.3\.3$/);
  });

  it("filters by code or words across strands, opening every strand with a match", async () => {
    const { user } = renderBrowse("3", true);
    const filter = await screen.findByLabelText("Find a Grade 3 standard by code or words");
    await user.type(filter, "superlative");
    expect(screen.getByRole("button", { name: "Language (1)" })).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("checkbox", { name: /L\.3\.1\.g/ })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Reading: Literature/ })).not.toBeInTheDocument();

    await user.clear(filter);
    await user.type(filter, "rl.3 fables");
    expect(screen.getAllByRole("checkbox").map((c) => c.closest("li")?.textContent?.slice(0, 6))).toEqual(["RL.3.2"]);

    await user.clear(filter);
    await user.type(filter, "volcano");
    expect(screen.getByText("No standard of this grade matches “volcano”.")).toBeInTheDocument();
  });

  it("asks for a grade first when none is chosen, and offers Retry when the list fails to load", async () => {
    const { user, unmount } = renderBrowse(null);
    await user.click(screen.getByRole("button", { name: "Browse standards by strand" }));
    expect(screen.getByText("Choose a grade above to browse its standards by strand.")).toBeInTheDocument();
    unmount();

    mockApi({ "GET /api/standards/grade/3": () => apiError(500, "INTERNAL", "Something went wrong.") });
    renderBrowse("3", true);
    expect(await screen.findByRole("alert")).toHaveTextContent("Could not load the Grade 3 standards");
    mockApi({ "GET /api/standards/grade/3": () => grade3 });
    await user.click(screen.getByRole("button", { name: "Retry" }));
    expect(await screen.findByRole("button", { name: "Reading: Literature (2)" })).toBeInTheDocument();
  });
});
