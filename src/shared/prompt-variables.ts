/** The variables each template can use, with what they hold (listed in the admin prompts tab). */
export const PROMPT_VARIABLES: Record<string, { name: string; description: string }[]> = {
  "script-generation": [
    { name: "topic", description: "the topic (untrusted)" },
    { name: "grade / gradeLabel", description: '"2" / "Grade 2"' },
    { name: "targetLength / targetMinutes", description: '"4:00" / 4' },
    { name: "wordBudget / wpm", description: "spoken words that fit / narration words a minute" },
    { name: "concept.title, concept.description", description: "the chosen concept (untrusted)" },
    { name: "standards[] code, description, role", description: "primary first, then supporting" },
    {
      name: "characters[] name, label, personality, catchphrase, educationalStrength",
      description: "the cast (untrusted)",
    },
    {
      name: "contentConsiderations",
      description: "the writer's considerations: instructions, outside the untrusted blocks",
    },
    { name: "pdfText", description: "the attached text's read-aloud excerpt (untrusted)" },
    {
      name: "topicText / topicTextSubject",
      description: "with no attachment, Nova Writer's own text about the topic's subject, its excerpt (delimited)",
    },
    { name: "contextScripts[] topic, concept, excerpt", description: "earlier scripts (untrusted)" },
    { name: "teachingCards", description: "the standards' teaching cards (trusted grounding)" },
  ],
  "concept-generation": [
    {
      name: "topic, grade, gradeLabel, targetLength, targetMinutes, standards[], characters[], contentConsiderations, pdfText, topicText, topicTextSubject",
      description: "as for scripts",
    },
    { name: "variant", description: "how many times Regenerate was pressed" },
  ],
  "standards-ranking": [
    { name: "topic", description: "the typed topic (untrusted)" },
    { name: "grade", description: '"K" … "5", or empty' },
    { name: "standards[] code, description", description: "the official standards to choose from" },
  ],
};
