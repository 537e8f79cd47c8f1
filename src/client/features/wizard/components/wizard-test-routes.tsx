/**
 * The five wizard screens at their paths, for tests (imported by *.test.tsx only): a step's test renders
 * them all, so what a step hands on is asserted on the next screen, as the user sees it.
 */
import { screen, within } from "@testing-library/react";
import type { RouteObject } from "react-router";
import type { ConceptsResponse } from "@client/api/generation";
import type { CharacterDto } from "@client/api/characters";
import type { TopicStandards } from "@client/api/standards";
import { gradeSchema } from "@shared/schemas/grade";
import { mockApi } from "@tests/support/client/api";
import { Step1TopicPage } from "./step1-topic-page";
import { Step2StandardsPage } from "./step2-standards-page";
import { Step3CharactersPage } from "./step3-characters-page";
import { Step4ConceptsPage } from "./step4-concepts-page";
import { Step5ScriptPage } from "./step5-script-page";

export const wizardRoutes: RouteObject[] = [
  { path: "/step1-topic", element: <Step1TopicPage /> },
  { path: "/step2-standards", element: <Step2StandardsPage /> },
  { path: "/step3-characters", element: <Step3CharactersPage /> },
  { path: "/step4-concepts", element: <Step4ConceptsPage /> },
  { path: "/step5-script", element: <Step5ScriptPage /> },
];

/** What steps 2–4 load when they open (a test overrides any of them with its own `mockApi`). */
export function mockWizardApi({
  standards = { standards: [], rationale: "", source: "search", grade: null },
  characters = [],
  concepts = { concepts: [], engine: "model" },
}: { standards?: TopicStandards; characters?: CharacterDto[]; concepts?: ConceptsResponse } = {}) {
  mockApi({
    "POST /api/standards": () => standards,
    // The browse list (ADR 0057): a grade with no standards unless a test gives some.
    "GET /api/standards/grade/*": ({ path }) => ({ grade: gradeSchema.parse(path.split("/").pop()), strands: [] }),
    "GET /api/characters": () => characters,
    "POST /api/subtopics": () => concepts,
  });
}

export const nextStepButton = () => screen.getByRole("button", { name: /Next Step/ });

/** The wizard's progress list items, step 1 first. */
export const progressSteps = () => within(screen.getByRole("list", { name: "Progress" })).getAllByRole("listitem");
