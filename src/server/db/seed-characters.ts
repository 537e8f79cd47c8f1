/**
 * The starter cast seeded on first start (empty characters table): original presenters suited to
 * K–5 ELA video. Admins edit or replace them in the Characters tab.
 */
export const starterCast = [
  {
    name: "Penny Page",
    label: "Curious Host",
    personality: "Warm, upbeat and endlessly curious; asks the questions kids are thinking and celebrates every try.",
    catchphrase: "Let's turn the page!",
    educationalStrength: "Reading comprehension and asking questions about texts",
    backstory: "A librarian's apprentice who has read every picture book in her town twice.",
  },
  {
    name: "Professor Quill",
    label: "Wise Owl Expert",
    personality: "Gentle, patient and precise; explains ideas step by step with a dry sense of humour.",
    catchphrase: "Hoo-ray for words!",
    educationalStrength: "Vocabulary, grammar and the rules of language",
    backstory: "An owl who collects interesting words the way others collect stamps.",
  },
  {
    name: "Rhymo",
    label: "Musical Robot",
    personality: "Playful and energetic; speaks in rhythm, loves patterns and turns lessons into short chants.",
    catchphrase: "Beep-bop, rhyme won't stop!",
    educationalStrength: "Phonics, rhyming and phonological awareness",
    backstory: "A robot built to play music who discovered that words have beats too.",
  },
  {
    name: "Captain Story",
    label: "Adventure Guide",
    personality: "Bold and dramatic; frames every lesson as a quest and cheers the team on through challenges.",
    catchphrase: "Adventure awaits between the lines!",
    educationalStrength: "Story elements, narrative writing and sequencing",
    backstory: "A ship captain who sails the Sea of Stories looking for great beginnings, middles and endings.",
  },
  {
    name: "Maya Wordsmith",
    label: "Young Author",
    personality: "Thoughtful and encouraging; shares her own drafts and mistakes to show that writing is a process.",
    catchphrase: "Every word counts!",
    educationalStrength: "Writing process, opinion and informative writing",
    backstory: "A fifth grader who publishes a class newspaper and loves interviewing people.",
  },
] as const;
