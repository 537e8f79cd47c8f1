import type { TeachingCard, WorkedExample } from "@shared/curriculum/teaching-card";
import type { TaleKind } from "@shared/curriculum/topic-text";
import type { Grade } from "@shared/schemas/grade";
import type { Concept, Standard } from "@shared/schemas/standard";
import {
  MAX_SUPPORTING_STANDARDS,
  narrationWpm,
  noteKey,
  renderScript,
  sceneSeconds,
  type Beat,
  type ContractScene,
  type SceneKind,
  type ScriptContract,
} from "@shared/script/contract";
import { formatDuration, oneLine } from "@shared/script-format";
import { defaultTargetMinutes } from "@shared/schemas/script-length";
import { beyondNote, FIT_ALLOWANCE, lengthFit, notTaughtNote } from "@shared/script/length-fit";
import { getStandardDetails } from "../../curriculum/standards-catalogue";
import { getTeachingCard } from "../../curriculum/teaching-cards";
import { applyWaitTime, avoidInCard, considerationNotes, readConsiderations, supportBlocks } from "./considerations";
import { calmFrame, frameFor, type Frame } from "./frame";
import { isSeriousTopic } from "./draft-concepts";
import { abridgedNote, middleLeftOutNote, skipLine, storyPartsNote, type Excerpt, unreadNote } from "./excerpt";
import { lessonText } from "../lesson-text";
import { topicTextLibrary, type TopicTextLibrary } from "../../curriculum/topic-texts";
import { passageQuestion } from "./passage";
import { hashString, seedFromInput, seededRandom, type Random } from "./random";
import { askQuestion, sayAnswer, sayKey } from "./questions";
import { hasBlank, pictureFirst, speakBlanks } from "./spoken-blanks";
import { askPrereader, isPrintStandard } from "./prereader-choices";
import { keepChecksUnheard } from "./unheard-checks";
import { withoutRepeatedItems } from "./fresh-checks";
import { answerWords } from "@shared/script/answer-just-said";
import { isSpeakable, readAloudChunks, sentences as sentencesOf, speakableField, wholeSentences } from "./safe-text";
import { DROP, FIRST_ITEM, planned, priorityOf, SCENE_ORDER } from "./plan";
import { isOpinionQuestion, topicTask, topicTaskBlock, topicTaskKind } from "./topic-task";
import {
  Cast,
  goalAsYou,
  goalQuestion,
  mentorIsNeeded,
  passageWords,
  refersToMentor,
  saidUnmarked,
  defineTerm,
  focusTerm,
  skillName,
  teachBlocks,
  withoutMentor,
  type Block,
} from "./teach-blocks";
import { FILL_CEILING, fitToTime, keepListeningLevel, speakPlainly } from "./fit";
import { readPassageInPart } from "./reading-length";
import {
  asksViewer,
  dropUnaskedThinkPauses,
  isOpenTask,
  PAUSE_THE_VIDEO,
  practicePause,
  writesAtLength,
  PROMISES_TIME,
  revealLeads,
  thinkPauseSec,
  thinkTask,
  TIME_PROMISE_MIN_SEC,
  type ThinkTask,
} from "./pauses";
import { keyFirst, keyItemsOf, type KeyItems } from "./key-moves";
import { nameKeptExample, recapTeachBlocks, saysSteps } from "./recap-lines";
import { taughtBeforeAsked } from "./taught-features";
import { keptChains } from "./example-chains";
import { noteApplies, settingsShown, topicPlaces, trueToScript } from "./note-claims";
import { teachesSameSkill } from "./word-parts";
import { isOnPart, partCard, partLeads, pinPartTerm, typedPart, type NamedPart } from "./typed-part";
import { speakPresenterLines } from "./spoken-lines";
import { chorusBlocks, chorusNote } from "./sing-along";
import { speakFromStrengths, STRENGTH_SLOT_TEXT } from "./strength-lines";
import { awardPoints, frameDoesWork } from "./frame-work";
import { buildVoices, COUPLETS, coupletOn, strengthFit, type DraftCharacter } from "./voice";
import { goalPromises, hookTeasers, type Teaser } from "./hook-teasers";
import { messageNote, notFromTextWhy, textItems, textSkillOf, textUse, type TextUse } from "./text-questions";
import { mentorUse } from "./text-writing";
import { gradeOf } from "../generation-input";
import { findCatalogueTopic } from "@shared/curriculum/topics";
import {
  bridgeLine,
  cardMaterial,
  topicAsSaid,
  topicItemsNote,
  topicItemsNotUsed,
  topicExample,
  topicExampleLine,
  topicFirst,
  topicWords,
  topicExampleVisual,
  skillText,
  subjectWords,
  topicIsText,
  topicLine,
  quotedTopic,
  topicNote,
  transferLine,
} from "./topic";
import { balanceTurns, capCatchphrases, shareTeaching } from "./turns";
import { guardCheckVisuals } from "./visual-guard";
import { dropOrphanVisuals } from "./orphan-visuals";
import { sayShownNonExamples } from "./said-aloud";
import { isTitleNoun, titleCase } from "./draft-concepts";

export type { DraftCharacter };
export { noteApplies };

/** Everything the offline engine drafts from (the wizard's choices, already validated). */
export interface DraftInput {
  topic: string;
  standards: Standard[];
  characters: DraftCharacter[];
  concept: Concept;
  /** The grade the video is for; null → the grade all the standards share, else none. */
  grade?: Grade | null;
  /** Target length in minutes (1–10); null → the grade's default. */
  targetMinutes?: number | null;
  /** Same seed → same script; a new seed (Regenerate) → a different one. Default: a hash of the inputs. */
  seed?: number;
  contentConsiderations?: string | null;
  /** Text extracted from the supporting PDF, or null. */
  pdfText?: string | null;
  contextScripts?: { topic: string; concept: string; scriptContent: string }[];
}

const capitalizeFirst = (t: string) => t.charAt(0).toUpperCase() + t.slice(1);

/**
 * Whether a practice prompt asks the child to spell a word they hear ("Spell enjoy.", "Tap and spell: flag.", "Now
 * spell light."), not to fix or check a spelling they see ("Fix the spelling: …"): its word must not be shown.
 */
export const spellsHeardWord = (prompt: string) =>
  /(^|[.:!?]\s+|\b(?:and|then|now)\s+)spell\b/i.test(prompt) &&
  !/\b(fix|check|correct)\s+the\s+spelling\b/i.test(prompt);

/**
 * Drafts a complete script without a model (ADR 0007), on the teaching contract: hook → teach
 * (the primary standard, then up to two supporting ones, each from its teaching card) → practice → check
 * for understanding → recap → close. Blocks are chosen to land within ±10 % of the target length at the
 * grade's narration rate. Standard codes only appear in the header and ON SCREEN cues.
 */
export function draftScript(
  input: DraftInput,
  deps: {
    getCard: (code: string) => TeachingCard | undefined;
    /** Nova Writer's own topic texts (docs/product/topic-texts.md); default: data/topic-texts. */
    topicTexts?: TopicTextLibrary;
  } = { getCard: getTeachingCard },
): { title: string; text: string; contract: ScriptContract } {
  const seed = input.seed ?? seedFromInput(input);
  const rnd = seededRandom(seed);
  // A serious subject (slavery, war, a disaster, illness …) is said in a calm voice from the first line to the last:
  // the frame's calm register, calm presenters, no party words, no jokes, no rhyming couplets (ADR 0085,
  // docs/product/staging.md).
  const serious = isSeriousTopic(oneLine(input.topic ?? ""));
  const cast = new Cast(buildVoices(input.characters, rnd, serious), rnd);
  const cons = readConsiderations(input.contentConsiderations);
  const selected = input.standards.map((s) => s.code).filter((c) => getStandardDetails(c));
  const taught = selected.slice(0, 1 + MAX_SUPPORTING_STANDARDS);
  // No grade chosen: the grade the standards share, or none when they differ — the header never names a grade the
  // writer did not choose and the standards do not share (docs/product/rules.md).
  const grade: Grade | null = gradeOf({ grade: input.grade ?? null, standards: input.standards });
  // A length the writer asked for in the considerations caps the target (docs/product/considerations.md).
  const targetMinutes = Math.min(input.targetMinutes ?? defaultTargetMinutes(grade), cons.maxMinutes ?? Infinity);
  const targetSec = Math.round(targetMinutes * 60);
  // Such a cap is a ceiling, not a target to land near: the script is fitted so it runs at or under it (the fitter
  // fills to a little over its target and cuts down to FIT_ALLOWANCE of it, so it is given the cap over that).
  const capSec = cons.maxMinutes !== null && cons.maxMinutes <= targetMinutes ? cons.maxMinutes * 60 : null;
  const fitSec = capSec !== null ? Math.floor(capSec / FIT_ALLOWANCE) : targetSec;
  // Which standards fit the length: the estimate the wizard warned with (ADR 0063), so the script does what
  // the writer was told. Every chosen card is still composed (the same seed gives the same lines); the fitter
  // leaves out the ones that do not fit.
  const fit = lengthFit({ grade, targetMinutes: fitSec / 60, standards: selected });
  const grouped = fit.beyond;
  const topic = speakableField(input.topic, 120) || "our topic";
  // The teacher's topic is said in the hook, the bridge into the teaching and the recap (docs/product/topics.md).
  const saidTopic = speakableField(input.topic, 120) ? topic : null;
  const conceptTitle = speakableField(input.concept.title, 200) || "Learning Adventure";
  const lively = frameFor({ ...input.concept, title: conceptTitle }, topic);
  const frame = serious ? calmFrame(lively) : lively;
  const saidTitle = spokenTitle(conceptTitle, frame);
  // The lesson's text: the attached PDF's excerpt, else our own text about the subject the topic names, only as the
  // lesson's text (docs/product/topic-texts.md, ADR 0070), with its title and guide.
  const lesson = lessonText(
    { pdfText: input.pdfText, topic: input.topic, grade, standard: taught[0] ?? "", avoid: cons.avoid },
    deps.topicTexts ?? topicTextLibrary(),
  );
  const passage: Excerpt | null = lesson?.excerpt ?? null;
  const ownText = lesson?.source === "topicText" ? lesson : null;
  // A classic tale the library retells (ADR 0094): the script names it as a fable or folktale where it reads it.
  const tale = ownText?.tale
    ? { ...ownText.tale, story: ownText.excerpt.guide?.kind === "story", title: ownText.subject }
    : null;
  // What the attached text does in the lesson (docs/product/attachments.md): it is the lesson's text when the
  // primary standard is one a text teaches; the reading before the practice for another reading standard; else
  // only the hook's opening lines.
  const items = passage
    ? textItems(passage, taught[0] ?? "", grade, rnd, new Set(), deps.getCard(taught[0] ?? "")?.checks ?? [])
    : null;
  // A check the card tells its own short story in (a story's message asked after ours is modelled, ADR 0079): not a
  // question about the text, and the NOTE says where it comes from.
  const cardStories = (deps.getCard(taught[0] ?? "")?.checks ?? [])
    .filter((c) => items?.checks.includes(c))
    .map((c) => c.question);
  const use: TextUse | null = passage ? textUse(taught[0] ?? "", items !== null) : null;
  const textCard =
    passage && items
      ? {
          mentorText: { title: passage.title ?? "Our Reading", text: passage.text },
          ...items,
          // The card's pictures belong to its own passage; the attached text gets its own.
          visuals: [
            `A title card: "${passage.title ?? "Our Reading"}", with a picture that fits the text.`,
            "Our reading on screen beside the question; the words that answer it are highlighted.",
          ],
        }
      : null;

  let leftOut = 0;
  const skipMisconception = new Set<number>();
  // A worked example the topic itself supplies (its word pair, its word family), taught first in the primary scene.
  let fromTopic: WorkedExample | null = null;
  // The part of the primary card the typed topic names ("Commas in dates and letters" of L.2.2): it leads the lesson.
  let typed: NamedPart | null = null;
  // The items that make each standard's key moves, resolved before any filtering (held by identity).
  const keys: KeyItems[] = [];
  // The primary standard's card once made from the attached text: a supporting standard on the same text shares it.
  let primaryCard: TeachingCard | null = null;
  const composed: TeachingCard[] = taught.map((code, i) => {
    let card = deps.getCard(code) ?? fallbackCard(code);
    keys.push(keyItemsOf(card));
    // A supporting standard about a text (RL.K.1 beside SL.K.2) asks about the same attached text, read once in the
    // primary standard's scene, rather than reading the card's own story: three near-identical stories in one
    // lesson is what a teacher would cut. Its questions are not the primary's again.
    const support =
      i > 0 && textCard && primaryCard
        ? (supportingTextCard(card, passage!, primaryCard, grade, rnd) ?? shareTextItems(card, primaryCard, keys[0]!))
        : null;
    if (support) {
      keys[i] = keyItemsOf(support);
      const own = card.mentorText;
      if (own && refersToMentor(`${card.misconception.wrong} ${card.misconception.fix}`, own)) skipMisconception.add(i);
      const avoidedSupport = avoidInCard(support, cons.avoid);
      leftOut += avoidedSupport.leftOut;
      if (avoidedSupport.skipMisconception) skipMisconception.add(i);
      return avoidedSupport.card;
    }
    // Supporting standards are taught from examples that need no second passage, where the card has them; so is
    // a primary standard whose passage mentions something the writer asked to avoid.
    const passageAvoided = cons.avoid.some((r) => card.mentorText && r.re.test(card.mentorText.text));
    const light = i > 0 || passageAvoided ? withoutMentor(card) : null;
    if (light) {
      card = light.card;
      if (light.skipMisconception) skipMisconception.add(i);
    }
    // The attached text replaces the primary card's mentor text, examples, practice and checks (ADR 0055).
    if (i === 0 && textCard) {
      // The card's misconception, second key term and notes about its own passage go with it ("water vapor" and
      // "can a cloud form…" in a lesson on an attached text about sunflowers).
      const mix = `${card.misconception.wrong} ${card.misconception.fix}`;
      const ownPassage = (t: string) =>
        Boolean(card.mentorText) &&
        (refersToMentor(t, card.mentorText) || passageWords(t, card, textCard.mentorText.text).length > 0);
      if (ownPassage(mix)) skipMisconception.add(0);
      const { keyMoves: _moves, ...rest } = card;
      const own = card.mentorText;
      // A note about the card's own passage ("The 9-to-12-hour figure … matches …", of its sleep article) is not
      // about the attached text read in its place: by its words, as the misconception is judged.
      // So is a note about where the card's passage or examples come from ("Original story and poem written for this
      // card.", "retold from Aesop"): the text read in its place has its own source, said in its NOTE.
      // A card with no passage of its own: a note about its examples ("the book title … in the example are invented")
      // goes with them, as the text's items replace them.
      const notes = (card.notes ?? []).filter((n) =>
        own ? !ownPassage(n) && !ABOUT_CARD_MATERIAL.test(n) : !/\bexamples?\b/i.test(n),
      );
      // A second key term the card's passage uses and the attached text does not ("water vapor").
      const inText = (t: string, text: string) =>
        new RegExp(`\\b${t.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`, "i").test(text);
      const keyTerms = card.keyTerms.filter(
        (t, k) => k === 0 || !(own && inText(t.term, own.text) && !inText(t.term, textCard.mentorText.text)),
      );
      // The I-can line (and so the hook's goal and the recap) never claims the message a NOTE leaves to the teacher.
      const kidGoal = textCard.notes?.includes(messageNote(grade)) ? withoutMessageGoal(card.kidGoal) : card.kidGoal;
      // The card's explanation speaks of its own genre ("Fables and folktales are old stories told in many lands. To
      // retell one, …"): said of any story, since the text read in its place is no fable unless it says so.
      const explanation = anyStory(card.explanation, textCard.mentorText.text);
      // So are its goal and its genre's key terms ("I can retell a fable or folktale", "fable: a short, old story,
      // often with talking animals"): the goal is said of a story, and the terms of what the story is go.
      const ofAnyStory = explanation !== card.explanation;
      const genreFree = keyTerms.filter((t) => !GENRE_TERM.test(t.term));
      card = {
        ...rest,
        ...textCard,
        keyTerms: ofAnyStory && genreFree.length > 0 ? genreFree : keyTerms,
        notes,
        kidGoal: ofAnyStory ? kidGoal.replace(GENRE_GOAL, "a story") : kidGoal,
        explanation,
      };
      // A listening standard (SL.K.2 "a text read aloud… requesting clarification") keeps the card's items that need
      // no passage of its own: asking when a part is not understood is its move, and the text's questions do not make it.
      // A talk (SL.x.4) made from our text has its own move: the card's items are about its own subjects ("owls").
      if (/^SL\.(?:K|\d)\.2$/.test(code)) card = withListeningMoves(card, deps.getCard(code) ?? fallbackCard(code));
      keys[0] = keyItemsOf(card);
    }
    if (i === 0 && !textCard && saidTopic) {
      typed = typedPart(saidTopic, card);
      // Its sub-standards' cards (L.2.2.a–e of L.2.2): each a card on one of its parts.
      const subCards = ["a", "b", "c", "d", "e", "f", "g", "h", "i", "j"].flatMap(
        (l) => deps.getCard(`${code}.${l}`) ?? [],
      );
      if (typed) card = partCard(card, typed, subCards);
    }
    // Added after the card's own examples, so its key moves keep their items.
    fromTopic = i === 0 && !textCard && saidTopic ? topicExample(saidTopic, card) : fromTopic;
    // With its own picture, which teach-blocks.ts shows before it (`pictureFor`).
    if (i === 0 && fromTopic)
      card = {
        ...card,
        examples: [...card.examples, fromTopic],
        visuals: [...card.visuals, topicExampleVisual(fromTopic)],
      };
    const avoided = avoidInCard(card, cons.avoid);
    leftOut += avoided.leftOut;
    if (avoided.skipMisconception) skipMisconception.add(i);
    if (i === 0 && textCard) primaryCard = avoided.card;
    return avoided.card;
  });
  // No check (or practice item) the lesson has already answered aloud: fresh-checks.ts.
  // What is practised was taught first (taught-features.ts): an item that needs what no sure example models brings
  // that example in (a key item) or is left out.
  const cards = withoutRepeatedItems(composed, keys).map((c, i) =>
    taughtBeforeAsked(c, keys[i]!, i === 0 ? fromTopic : null),
  );

  const blocks: Block[] = [];
  // The presenter whose strength fits the standard leads its teaching (docs/product/presenters.md); ties, and a
  // second standard, go to another presenter, so the teaching alternates voices.
  const leads: number[] = [];
  const leadOf = (i: number) => {
    if (cast.solo) return 0;
    const offset = Math.floor(rnd.next() * cast.voices.length);
    const order = cast.voices
      .map((_, k) => (k + offset) % cast.voices.length)
      .sort((a, b) => {
        const fit = strengthFit(cast.voice(b), cards[i]!.code) - strengthFit(cast.voice(a), cards[i]!.code);
        return fit || Number(leads.includes(a)) - Number(leads.includes(b));
      });
    const lead = order.find((k) => !leads.includes(k)) ?? order[0]!;
    leads.push(lead);
    return lead;
  };
  const young = grade === "K" || grade === "1" || grade === "2";
  // A topic that only names the skill ("Subject-Verb Agreement") is said in the hook alone: a bridge or a transfer
  // "to our topic" would send the skill on to itself (docs/product/topics.md).
  // So is a topic of the admin catalogue, which names a skill (data/topics.json), unless our text about it is read or
  // the topic gives the first example ("Cap or cup?").
  // So is a topic that names a part of the skill ("Commas in dates and letters"): the lesson is on that part.
  const subjectTopic =
    saidTopic &&
    !typed &&
    cards[0] &&
    (ownText ||
      fromTopic ||
      (!findCatalogueTopic(saidTopic) &&
        // An opinion question is a subject for a standard where the child makes the content (topic-task.ts).
        ((isOpinionQuestion(saidTopic) && topicTaskKind(cards[0].code, true) !== null) ||
          subjectWords(saidTopic, skillText(cards[0], getStandardDetails(cards[0].code)?.description ?? "")).length >
            0)))
      ? saidTopic
      : null;
  // An attached text the topic is about is the lesson's reading, not a subject to use the skill on afterwards: no
  // bridge ("…and then you can use it on …") and no recap transfer ("Now try it with what you know about …").
  const topicIsReading = Boolean(
    subjectTopic &&
    cards[0] &&
    passage &&
    !ownText &&
    input.pdfText &&
    topicIsText(subjectTopic, input.pdfText, skillText(cards[0], getStandardDetails(cards[0].code)?.description ?? "")),
  );
  // The card's own items that use the topic's words go first (a card item on a thesaurus in "Using a Thesaurus");
  // a lesson on a text asks about the text instead. A topic of the admin catalogue names the skill every item
  // practises ("Figurative Language"), so it picks out none.
  const aboutTopic = !textCard && saidTopic && !findCatalogueTopic(saidTopic) ? topicWords(saidTopic) : null;
  blocks.push(
    ...hookBlocks(cast, {
      topic,
      young,
      conceptTitle,
      saidTitle,
      card: cards[0],
      frame,
      serious,
      cons,
      context: input.contextScripts?.[0]?.topic,
      // A skill's name is not said to K–2 ("Today's topic is 'Phonemic Awareness.'"): the goal's question says the
      // skill in their words next (docs/product/topics.md).
      // A topic that names a part of the skill ("Commas in dates and letters") is said in kid words: it is said.
      saidTopic: young && !subjectTopic && !typed ? null : saidTopic,
      short: fitSec <= SHORT_VIDEO_SEC,
      grade,
      teasers: hookTeasers({
        card: cards[0],
        keyExamples: cards[0]?.examples.filter((e) => keys[0]?.examples.has(e)) ?? [],
        skipMisconception: skipMisconception.has(0),
        // The lesson's own text when it is read whole in the lesson (as its text, or as the reading before the practice).
        text: passage && (use === "teach" || use === "reading") ? passage : null,
        cardPassage: !textCard,
        wording: seed,
      }),
      rnd: seededRandom(seed ^ HOOK_STREAM),
      seed,
    }),
  );
  cards.forEach((card, i) => {
    const lead = leadOf(i);
    if (i === 0 && subjectTopic && !topicIsReading)
      blocks.push(
        topicBridge(
          cast,
          lead,
          card,
          subjectTopic,
          fromTopic,
          Boolean(passage && use === "teach"),
          Boolean(ownText),
          tale,
        ),
      );
    blocks.push(
      ...teachBlocks(cast, {
        card,
        sceneIndex: i,
        lead,
        partner: (lead + 1) % cast.voices.length,
        frame,
        // The topic's own example comes first after the key moves' (the seed shuffles the card's as before).
        ...examplesInChains(
          card,
          deps.getCard(card.code),
          keys[i]!,
          rnd,
          fromTopic,
          i === 0 ? aboutTopic : null,
          i === 0 ? typed : null,
        ),
        captions: cons.captions,
        skipMisconception: skipMisconception.has(i),
      }),
    );
  });
  if (passage && use === "reading") blocks.push(readingBlock(cast, passage.text, passage.title, rnd));
  if (passage && use === "hook") blocks.push(textOpening(cast, passage.text, passage.title));
  blocks.push(
    ...practiceBlocks(
      cast,
      cards,
      keys,
      frame,
      cons.captions,
      rnd,
      grade,
      fitSec <= SHORT_VIDEO_SEC,
      aboutTopic,
      typed,
    ),
  );
  // For a standard where the child makes the content (an opinion, a story, a talk), the topic is the child's own
  // task: the last practice item, when time allows (docs/product/topics.md).
  const ownTask = subjectTopic && cards[0] ? topicTask(subjectTopic, cards[0].code, grade) : null;
  const ownTaskBlock =
    ownTask && cards[0]
      ? topicTaskBlock(ownTask, cast, {
          who: cast.solo ? 0 : 1,
          shown: (cons.captions && captionable(cards[0])) || cards[0].mode === "print",
          grade,
        })
      : null;
  if (ownTaskBlock) blocks.push(ownTaskBlock);
  blocks.push(
    ...checkBlocks(
      cast,
      cards,
      keys,
      frame,
      cons.captions,
      passage && use === "reading" ? passageQuestion(passage, rnd) : null,
      rnd,
      grade,
      aboutTopic,
      typed,
    ),
  );
  // A lesson that read our own text about the topic sends the skill on to another text about it.
  const readAboutTopic = Boolean(ownText && use === "teach");
  const recap = recapBlocks(
    cast,
    cards,
    cons.spanish,
    saidTitle,
    frame.audience,
    rnd,
    topicIsReading ? null : subjectTopic,
    readAboutTopic && tale?.story ? tale.kind : readAboutTopic,
    ownTaskBlock,
    serious,
  );
  // The recap says the move's steps and names the lesson's own example (recap-lines.ts), the subject's when the
  // lesson was taught from our own text about it.
  const recapSubject = ownText && use === "teach" ? ownText.subject : null;
  const recapTeach = cards[0] ? recapTeachBlocks(cast, cards[0], blocks, recapSubject) : [];
  // The move as a task on the topic says the steps already: the steps line is not said before it.
  const steps = recapTeach.find((b) => b.recapOf === "steps");
  blocks.push(
    ...recapTeach.filter((b) => b !== steps || !recap.some((r) => saysSteps(steps, r))),
    ...recap,
    ...closeBlock(
      cast,
      young ? saidTitle : topic,
      cards[0]?.keyTerms[0]?.term,
      frame,
      cons.spanish,
      rnd,
      young,
      fitSec <= SHORT_VIDEO_SEC,
    ),
  );
  blocks.push(...turnAndTalk(cards, cast, grade).slice(cons.include.includes("partnerTalk") ? 1 : 0));
  blocks.push(...supportBlocks(cast, cons, cards, young));
  const chorus = chorusBlocks(cast, frame, cards[0]);
  blocks.push(...chorus);
  for (const b of blocks) b.beats = dropUnaskedThinkPauses(b.beats);
  applyWaitTime(blocks, cons);
  if (passage?.ending) markLeftOut(blocks, passage.ending, taught[0] ?? "");

  // What answers the seed's teaser is kept with it (the key term's definition, the mix-up and its fix): a required
  // part that goes, when the required parts overrun, only after the teaser itself (plan.ts `hookTeaser`).
  const hookTeaser = blocks.find((b) => b.hook);
  if (hookTeaser?.hook) {
    const { variants, pick } = hookTeaser.hook;
    const needs = variants[Math.floor(pick * variants.length)]?.needs;
    const answer = blocks.find((b) =>
      needs === "term"
        ? b.definesTerm && b.scene === "teach" && b.sceneIndex === 0
        : needs === "misconception" && b.tag === needs && b.sceneIndex === 0,
    );
    if (answer && !answer.required) Object.assign(answer, { required: true, priority: 0, dropOrder: DROP.hookTeaser });
  }
  // A lesson on a typed part keeps its word in the hook and its definition whatever the length (typed-part.ts).
  if (typed) pinPartTerm(blocks);
  const notTaught = new Set(fit.notTaught.map((code) => taught.indexOf(code)));
  // Under a cap, a supporting standard whose teaching would still break it goes (the last chosen first), before
  // the primary standard's key items: tried on a copy, since fitting changes the blocks' pauses.
  for (let i = cards.length - 1; capSec !== null && i > 0; i--) {
    if (notTaught.has(i)) continue;
    const trial = fitToTime(structuredClone(blocks), fitSec, grade, { avoid: cons.avoid, notTaught });
    const trialSec = trial
      .filter((b) => b.cardIndex === undefined || !notTaught.has(b.cardIndex))
      .reduce((n, b) => n + sceneSeconds(b, grade), 0);
    if (trialSec <= capSec) break;
    notTaught.add(i);
  }
  // The practice keeps its welcome, the one place the frame is said after the hook (ADR 0054); the quiz's title card
  // names it on screen.
  const saidBefore = speakPlainly(blocks, cast.voices, [...HOOK_LEADS(frame), RECAP_LEAD], fitSec, grade, notTaught);
  // Time for the optional extras written after the fitting: each presenter's strength line (strength-lines.ts) and
  // a game show's points (frame-work.ts), held as blocks the fitter keeps only after the lesson's own.
  const extras = cast.solo ? [] : cast.voices.filter((v) => v.kind);
  if (frame.kind === "game show" && !serious) extras.push(cast.voices[0]!);
  extras.forEach((v, k) =>
    blocks.push({
      ...planned("strengthLine", true, k),
      sceneIndex: 0,
      order: 1000,
      slot: true,
      beats: [{ type: "line", speaker: v.name, text: STRENGTH_SLOT_TEXT }],
    }),
  );
  let chosen = fitToTime(blocks, fitSec, grade, { avoid: cons.avoid, notTaught });
  chosen = chosen.filter((b) => !b.slot);
  const plain = saidBefore !== null && !(grade && keepListeningLevel(chosen, saidBefore, grade));
  // A supporting standard left out for time is not practised, checked or recapped, and the writer is told.
  const untaught = cards.filter((_, i) => notTaught.has(i));
  if (untaught.length > 0) {
    chosen = chosen.filter((b) => b.cardIndex === undefined || !untaught.includes(cards[b.cardIndex]!));
    const taughtCards = cards.filter((c) => !untaught.includes(c));
    const kept = recap.filter((b) => chosen.includes(b));
    const again = recapBlocks(
      cast,
      taughtCards,
      cons.spanish,
      saidTitle,
      frame.audience,
      rnd,
      topicIsReading ? null : saidTopic,
      readAboutTopic,
      ownTaskBlock,
      serious,
    ).slice(0, kept.length);
    // Said plainly when the rest is (see speakPlainly): "Now you can …".
    if (plain)
      for (const b of again)
        b.beats = b.beats.map((x) =>
          x.type === "line" && x.text.startsWith(RECAP_LEAD) ? { ...x, text: x.text.slice(RECAP_LEAD.length) } : x,
        );
    chosen = [...chosen.filter((b) => !recap.includes(b)), ...again];
  }
  if (cards[0]) chosen = nameKeptExample(chosen, cards[0], recapSubject);
  // A required block that would repeat a kept block's task goes (the recap's transfer after the topic's own task).
  chosen = chosen.filter((b) => !(b.notWith && chosen.includes(b.notWith)));
  // A hook's teaser is answered in the lesson (hook-teasers.ts): the hook opens with one whose answer was kept.
  chosen = chooseHook(
    chosen,
    blocks,
    (capSec ?? fitSec * HOOK_CEILING) - chosen.reduce((n, b) => n + sceneSeconds(b, grade), 0),
    grade,
  );
  // A stop line names its key term only when the line that defines it was kept (teach-blocks.ts).
  const oneStop = new Set(chosen.filter((b) => b.scene === "teach").map((b) => b.sceneIndex)).size === 1;
  for (const goal of chosen.filter((b) => b.bareStop !== undefined)) {
    const defined = chosen.some((b) => b.definesTerm && b.scene === "teach" && b.sceneIndex === goal.sceneIndex);
    const at = goal.beats.findIndex((b) => b.type === "line");
    const line = goal.beats[at];
    if (!defined && line?.type === "line") goal.beats[at] = { ...line, text: goal.bareStop! };
    // A two-minute video with one stop and no term to name there goes straight to its explanation: "On to today's
    // stop on the map!" promises nothing the ON SCREEN goal does not show.
    // So does one on a typed part whose word is defined: the hook's topic has named the part, and the definition
    // says its word ("A comma is …"), so "Today's stop starts with one big word: "comma."" only costs time.
    const partDefined = defined && typed !== null && goal.sceneIndex === 0;
    if ((!defined || partDefined) && line?.type === "line" && fitSec <= SHORT_VIDEO_SEC && oneStop)
      goal.beats.splice(at, 1);
  }
  // A teach scene's label and its word are what its kept worked examples teach (`focusTerm`): never a card word they
  // do not show ("TEACH: COMPARE" over cause-and-effect links, "simile" over a metaphor), nor that word sent home.
  for (const [i, card] of cards.entries()) {
    // The part a typed topic names keeps its name: the lesson is on it whatever its examples say.
    if (i === 0 && typed) continue;
    const mine = chosen.filter((b) => b.scene === "teach" && b.sceneIndex === i);
    const shown = mine
      .filter((b) => b.example)
      .map((b) => b.beats.map((x) => (x.type === "line" ? x.text : "")).join(" "));
    const own = deps.getCard(card.code) ?? card;
    const subject = [own.mentorText?.text ?? "", ...own.examples.map((e) => e.show)].join(" ");
    const k = focusTerm(card.keyTerms, shown, subject);
    if (k === 0) continue;
    const from = card.keyTerms[0]!;
    const to = card.keyTerms[k]!;
    cards[i] = { ...card, keyTerms: [to, ...card.keyTerms.filter((_, j) => j !== k)] };
    const quoted = (t: string) => new RegExp(`(?:the word )?"${t.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(\\.?)"`, "g");
    const named = (t: string) => (/\s/.test(t) ? `"${t}$1"` : `the word "${t}$1"`);
    for (const b of mine) {
      if (b.bareStop !== undefined)
        b.beats = b.beats.map((x) =>
          x.type === "line" ? { ...x, text: x.text.replace(quoted(from.term), named(to.term)) } : x,
        );
      if (b.definesTerm)
        b.beats = b.beats.map((x) =>
          x.type === "line"
            ? { ...x, text: defineTerm(to.term, to.definition) }
            : x.type === "onScreen"
              ? { ...x, text: `${to.term}: ${to.definition}` }
              : x,
        );
    }
    // "One more word to know" is not the word the scene now opens with.
    chosen = chosen.filter((b) => !(b.secondTerm && b.scene === "teach" && b.sceneIndex === i && k === 1));
    // So is the word the hook asked the viewers to listen for, and the rhymer's couplet on it (or a stock one).
    for (const b of chosen.filter((x) => x.rhymesOn === from.term && i === 0))
      b.beats = b.beats.map((x) =>
        x.type === "line" ? { ...x, text: coupletOn(to.term, x.text.length) ?? COUPLETS.hook[0] } : x,
      );
    if (i === 0)
      for (const b of chosen.filter((x) => x.scene === "close" || x.teaserOf))
        b.beats = b.beats.map((x) =>
          x.type === "line"
            ? {
                ...x,
                text: x.text
                  .replaceAll(`"${from.term}"`, `"${to.term}"`)
                  .replaceAll(`"${from.term}."`, `"${to.term}."`),
              }
            : x,
        );
  }
  // Still over the target: the passage is read in part (docs/decisions/0064-passage-read-in-part.md).
  const readInPart = readPassageInPart(chosen, fitSec, grade, taught[0] ?? "");
  // No check answered by what was just said (unheard-checks.ts).
  const fitted = assemble(chosen, cards, grade).reduce((n, sc) => n + sceneSeconds(sc, grade), 0);
  chosen = keepChecksUnheard(
    chosen,
    blocks,
    (kept) => assemble(kept, cards, grade),
    // A traded check is no longer than the one it replaces, or the script stays within 5 % over and 8 % under the
    // target (the quiz's opening words and the presenters' turns still change it a little after this).
    (scenes) => {
      const sec = scenes.reduce((n, sc) => n + sceneSeconds(sc, grade), 0);
      return sec <= Math.max(fitSec * 1.05, fitted + 1) && sec >= Math.min(fitSec * 0.92, fitted);
    },
  );
  numberChecks(chosen, frame.check, plain);
  const scenes = assemble(chosen, cards, grade);
  // A standard left out whose skill a kept standard teaches ("unhappy means not happy" teaches L.3.4.b in a lesson
  // on RF.3.3.a) is taught: the scene that teaches it is tagged with it, the header lists it and no NOTE calls it
  // not taught (a NOTE never claims what the script does not do, docs/product/considerations.md).
  const credited = untaught.filter((c) =>
    scenes.some((sc) => sc.kind === "teach" && sc.code !== null && teachesSameSkill(sc.code, c.code)),
  );
  for (const c of credited) {
    const sc = scenes.find((x) => x.kind === "teach" && x.code !== null && teachesSameSkill(x.code, c.code))!;
    sc.tags = [...(sc.tags ?? []), c.code];
  }
  const notTaughtCards = untaught.filter((c) => !credited.includes(c));
  singleStop(scenes, frame.stop(1));
  homeTheFrame(scenes);
  unrepeatDefinitions(
    scenes,
    cards.flatMap((c) => c.keyTerms.map((k) => k.term)),
  );
  sayShownNonExamples(
    scenes,
    cards.filter((c) => !untaught.includes(c)).map((c) => c.misconception.fix),
  );
  // Every presenter line is said as speech: no parenthesis, bracket, arrow or slash read aloud (spoken-lines.ts).
  speakPresenterLines(scenes);
  // Every picture in the teaching and the practice is about what is said there: one of an example the fitting left
  // out goes with it (docs/product/staging.md); a teaching scene left bare gets another of its cards' pictures.
  dropOrphanVisuals(
    scenes,
    cards.filter((c) => !untaught.includes(c)).flatMap((c) => c.visuals),
  );
  // No picture before the quiz gives its answer away: the answers of the questions the check asks.
  const asked = oneLine(
    scenes
      .filter((sc) => sc.kind === "check")
      .flatMap((sc) => sc.beats.map((b) => (b.type === "line" ? b.text : "")))
      .join(" "),
  ).toLowerCase();
  guardCheckVisuals(
    scenes,
    cards.flatMap((c) => c.checks.map((q) => q.answer)).filter((a) => asked.includes(oneLine(a).toLowerCase())),
  );
  capCatchphrases(scenes, cast.voices);
  // Each presenter adds a line of their own strength where it helps (strength-lines.ts), and the frame's device
  // carries the lesson's steps, examples and points (frame-work.ts).
  const framed = frameDoesWork(scenes, frame, cards, { seed, calm: serious });
  const shared = shareTeaching(scenes, cast.voices);
  // The presenters' strength lines and the game show's points are optional extras, written after the fitting: each
  // is said only while the script stays within the fitter's budget (its fill ceiling, or the writer's cap), so they
  // never push a script past its target.
  const left = () => (capSec ?? fitSec * FILL_CEILING) - scenes.reduce((n, sc) => n + sceneSeconds(sc, grade), 0);
  const strengthSaid = speakFromStrengths(
    scenes,
    cast.voices,
    cards.filter((c) => !untaught.includes(c)),
    { seed, calm: serious, maxLines: 0, spareSec: left(), wpm: narrationWpm(grade) },
  );
  const points = awardPoints(scenes, frame, { seed, calm: serious, spareSec: left(), wpm: narrationWpm(grade) });
  if (balanceTurns(scenes, cast.voices, grade) + shared + strengthSaid + points + framed > 0)
    for (const sc of scenes) sc.durationSec = Math.round(sceneSeconds(sc, grade));
  // Nothing left to cut and still long: say what length the lesson needs rather than pretend it fits.
  const runSec = scenes.reduce((n, sc) => n + sceneSeconds(sc, grade), 0);
  // Under a cap the writer asked for, the considerations NOTE says what the lesson needs (not "choose a longer
  // target", which would contradict the writer).
  const tooShort = runSec > targetSec * 1.1 && capSec === null;
  // Under a cap, every standard left out is left out for the cap: a longer target would not bring it back.
  const forTime = capSec === null ? notTaughtCards : [];
  const forTheCap = capSec === null ? [] : notTaughtCards;
  // A lesson on one standard names the length the wizard named (the engine's measured minimum, ADR 0063).
  const alone = cards.length - untaught.length === 1 && fit.primaryTooShort ? fit.primaryMinutes : null;
  // Never fewer minutes than the script as drafted needs within +10 % (a lesson on our own story runs longer than
  // the card's measured minimum).
  const needs = Math.max(alone ?? 0, Math.ceil(runSec / 66));
  // The concept as the writer pitched it, for the producer who stages it (said once, first among the NOTEs).
  const pitch = conceptVisual(
    input.concept.description ?? "",
    cards[0] ? goalAsYou(cards[0].kidGoal).replace(/^you can /, "") : "",
  );
  // No text read (our own topic text is used only as the lesson's text): say when the examples come from the card
  // and not from the topic (docs/product/topics.md): the subject it names, or else the items it names ("-ug", "job").
  // The topic's own words taught as the first worked example ("the /ug/ family"): the examples do come from it.
  const topicTaught =
    fromTopic !== null &&
    scenes.some((sc) => sc.beats.some((b) => b.type === "line" && b.text.includes(fromTopic!.thinkAloud)));
  const topicNotes: string[] =
    !passage && cards[0] && !topicTaught
      ? (() => {
          const card = cards[0];
          const description = getStandardDetails(card.code)?.description ?? "";
          const said = subjectTopic
            ? topicNote({
                topic: subjectTopic,
                card,
                description,
                textTeaches: textSkillOf(card.code) !== null,
                // The card's own material (with the topic's example, when it gave one), not the lines that say the topic.
                material: cardMaterial(card),
                places: topicPlaces(subjectTopic, scenes),
                practised: ownTaskBlock !== null && chosen.includes(ownTaskBlock),
                taskLeftOut: ownTaskBlock !== null && !chosen.includes(ownTaskBlock),
              })
            : null;
          // A subject the card's material already covers needs no NOTE; a topic that names only the skill, its items.
          // A catalogue topic names the skill itself ("Subject-Verb Agreement"): nothing of it goes unused.
          if (subjectTopic || !saidTopic || findCatalogueTopic(saidTopic)) return said ? [said] : [];
          const lesson = scenes
            .filter((sc) => sc.kind === "teach" || sc.kind === "practice" || sc.kind === "check")
            .flatMap((sc) => sc.beats.map((b) => (b.type === "line" || b.type === "onScreen" ? b.text : "")))
            .filter((l) => !l.includes(saidTopic))
            .join(" ");
          const missing = topicItemsNotUsed(saidTopic, skillText(card, description), lesson);
          return missing.length > 0 ? [topicItemsNote(card.code, missing)] : [];
        })()
      : [];
  // What the shortest lesson holds: its key worked examples (a story's retelling and its lesson: two, ADR 0079).
  const keptExamples = chosen.filter((b) => b.scene === "teach" && b.example && b.required).length;
  const workedExamples =
    keptExamples >= 2
      ? `${["two", "three", "four"][keptExamples - 2] ?? keptExamples} worked examples`
      : "one worked example";
  const notes = [
    ...(pitch ? [pitch] : []),
    ...(tooShort
      ? [
          `Too short for this lesson: with ${cards.some((c) => c.mentorText && mentorIsNeeded(c)) ? "its read-aloud passage, " : ""}${workedExamples}, one practice item and one check it runs about ${formatDuration(Math.round(runSec))}. Choose a target of ${needs} minutes or more.`,
        ]
      : []),
    ...(forTime.length > 0 ? [notTaughtNote(forTime.map((c) => c.code))] : []),
    ...(forTheCap.length > 0
      ? [
          `Not taught, to keep within the ${cons.maxMinutes} minutes the considerations allow: ${forTheCap.map((c) => c.code).join(", ")}. Make another video for it.`,
        ]
      : []),
    ...(grouped.length > 0 ? [beyondNote(grouped)] : []),
    ...considerationNotes(cons, scenes, {
      leftOut,
      targetMinutes,
      runSec,
      // What the shortest lesson still holds, said when the cap cannot be kept.
      holds: `${cards.some((c) => c.mentorText && mentorIsNeeded(c)) ? "its read-aloud passage, " : ""}${workedExamples}, one practice item and one check`,
    }),
    ...(input.contextScripts ?? []).slice(0, 3).map((c) => `Builds on: ${oneLine(c.topic)} ("${oneLine(c.concept)}")`),
    ...(passage && use
      ? [
          attachmentNote(
            passage,
            use,
            taught[0] ?? "",
            scenes,
            [
              ...(items?.practice.map((p) => p.prompt) ?? []),
              ...(items?.checks.filter((c) => !cardStories.includes(c.question)).map((c) => c.question) ?? []),
            ],
            ownText?.subject ?? null,
            cardStories,
            tale,
          ),
        ]
      : []),
    // What the text's questions left to the teacher (a story's message the text does not state, RL.x.2).
    ...(use === "teach" ? (items?.notes ?? []) : []),
    ...passageNotes(passage, scenes, taught[0] ?? "", use),
    ...topicNotes,
    ...(readInPart ? [readInPart] : []),
    ...(chorus.length > 0 ? [chorusNote(scenes)].filter((n): n is string => n !== null) : []),
    ...cards.flatMap((c) =>
      (c.notes ?? [])
        .filter((n) => noteApplies(n, deps.getCard(c.code) ?? c, scenes))
        .flatMap((n) => settingsShown(n, scenes) ?? []),
    ),
  ];
  const contract: ScriptContract = {
    title: scriptTitle(topic, conceptTitle),
    topic,
    concept: conceptTitle,
    targetSec,
    grade,
    // The header lists only the standards the script teaches; one dropped for time is named in a NOTE instead.
    standards: taught
      .filter((code) => !notTaughtCards.some((c) => c.code === code))
      .map((code, i) => ({ code, role: i === 0 ? "primary" : "supporting" })),
    cast: cast.voices.map((v) => ({ name: v.name, label: v.label || "Host" })),
    // Each NOTE once (a card's note may repeat another card's, or a considerations note), and each true of the
    // final scenes: a last pass checks every claim against what the script says.
    notes: notes
      .filter((n, i) => notes.findIndex((m) => noteKey(m) === noteKey(n)) === i)
      .flatMap((n) => trueToScript(n, scenes, saidTopic ?? "") ?? []),
    scenes,
  };
  return { title: contract.title, text: renderScript(contract), contract };
}

/**
 * The card's examples for its teaching scene, in the seed's order with the key ones first: an example that builds
 * on another (names people only that one introduced, looks back on its discussion) is kept right after it, not
 * shuffled or cut apart from it (example-chains.ts). A chain is key when any of its examples is.
 */
function examplesInChains(
  card: TeachingCard,
  original: TeachingCard | undefined,
  keys: KeyItems,
  rnd: ReturnType<typeof seededRandom>,
  fromTopic: WorkedExample | null = null,
  /** The topic's words (`topicWords`): the card's examples that use them come first after the key ones. */
  words: RegExp | null = null,
  /** The part the typed topic names (typed-part.ts): its examples come first of all, the key ones next. */
  part: NamedPart | null = null,
): Pick<Parameters<typeof teachBlocks>[1], "examples" | "keyExamples" | "followers"> {
  const chains = keptChains(card.examples, original);
  // The topic's own example (docs/product/topics.md) comes first after the key ones, or first of them when it is one
  // (taught-features.ts makes it key beside an example a key item needs); the rest in the seed's order.
  const ofTopic = (c: WorkedExample[]) => fromTopic !== null && c.includes(fromTopic);
  const isKey = (c: WorkedExample[]) => c.some((e) => keys.examples.has(e));
  const keyChains = new Set([
    ...chains.filter((c) => isKey(c) && ofTopic(c)),
    ...chains.filter((c) => isKey(c) && !ofTopic(c)),
  ]);
  const rest = topicFirst(
    rnd.shuffle(chains.filter((c) => !ofTopic(c))),
    (c) => c.map((e) => `${e.show} ${e.answer}`).join(" "),
    words,
  );
  const ordered = partLeads(
    keyFirst([...chains.filter(ofTopic), ...rest], keyChains),
    (c) => c.map((e) => `${e.show} ${e.thinkAloud} ${e.answer}`).join(" "),
    part,
  );
  return {
    examples: ordered.map((c) => c[0]!),
    keyExamples: new Set([...keyChains].map((c) => c[0]!)),
    followers: new Map(chains.filter((c) => c.length > 1).map((c) => [c[0]!, c.slice(1)])),
  };
}

/**
 * The bridge into the primary teaching (docs/product/topics.md): what the lesson practises on, then the teacher's
 * topic: "We'll practice on "Busy Honeybees" first, and then you can use it on our topic, "How a lighthouse
 * works."" When the topic itself gives the first example's words, the lesson starts with them instead.
 */
function topicBridge(
  cast: Cast,
  lead: number,
  card: TeachingCard,
  topic: string,
  fromTopic: WorkedExample | null,
  attached: boolean,
  /** The reading is our own text about the topic (docs/product/topic-texts.md): the topic is its material. */
  aboutTopic = false,
  /** The reading is our retelling of a classic tale, or a text about one (ADR 0094): it is named by its kind. */
  tale: Tale | null = null,
): Block {
  // Named by its kind, not its title: the reading names it next ("Here is a short text called …"), and a title
  // said here would count as a question about the whole text (reading-length.ts).
  const skill = skillText(card, getStandardDetails(card.code)?.description ?? "");
  const material = attached
    ? "our reading"
    : card.mentorText && mentorIsNeeded(card) && isSpeakable(card.mentorText.title)
      ? "a short text"
      : "a few examples";
  const line = fromTopic
    ? topicExampleLine(fromTopic)
    : attached && aboutTopic && tale
      ? taleBridgeLine(tale)
      : attached && aboutTopic
        ? `Our reading is all about ${topicAsSaid(topic, skill) ?? "our topic"}.`
        : bridgeLine(material, topic, skill);
  // The topic's own example is always shown (first, or first of the key ones: taught-features.ts), so the line that
  // says it comes from the topic goes with it, even when the required blocks overrun (no drop order).
  return {
    ...planned("topicBridge"),
    // A tale's kind and where it is from are what RL.x.2 asks ("fables and folktales from diverse cultures", ADR 0094):
    // the line that says them is kept however long the lesson runs.
    ...(fromTopic || (attached && aboutTopic && tale) ? { dropOrder: undefined } : {}),
    sceneIndex: 0,
    order: 2,
    beats: [cast.plain(lead, line)],
  };
}

/** A classic tale the lesson reads (ADR 0094): its kind, where it is told from, whether the reading retells it. */
interface Tale {
  kind: TaleKind;
  origin?: string;
  /** The reading is the tale retold (a story); else a text about the tale's tradition. */
  story: boolean;
  /** The tale's title, as the library names the subject ("The Tortoise and the Hare"). */
  title: string;
}

/**
 * The bridge into a lesson that reads a classic tale (ADR 0094): what kind of story it is, for RL.x.2's "fables and
 * folktales from diverse cultures", in words a K–2 child follows. Not the title: the reading names it next.
 */
function taleBridgeLine(tale: Tale): string {
  const from = tale.origin ? ` from ${tale.origin}` : "";
  const what =
    tale.kind === "fable"
      ? "A fable is a short story that teaches a lesson."
      : "A folktale is an old story that people told out loud for many years.";
  return tale.story
    ? `Our reading is a ${tale.kind}${from}, told in our own words. ${what}`
    : `Our reading is all about "${tale.title}," a ${tale.kind}${from}. ${what}`;
}

/**
 * The script's title (ADR 0085): the concept title, with the typed topic before it when the title does not already
 * say it and the topic is short (up to four words), written as a title: Title Case for a noun phrase ("Rhyming
 * Words: The Great Sound Quest"), a capital first letter for a short clause. A longer topic ("how Rosa responds to
 * losing her kite") is not stapled before the concept title: the script's header names the topic already.
 */
export function scriptTitle(topic: string, conceptTitle: string): string {
  const t = topic.trim();
  // A title that already names the topic, its article aside ("the Underground Railroad" in "Underground Railroad
  // News Live"), is not given the topic again.
  const bare = t.replace(/^(?:the|a|an)\s+/i, "").toLowerCase();
  if (!t || conceptTitle.toLowerCase().includes(bare)) return conceptTitle;
  if (t.split(/\s+/).length > 4) return conceptTitle;
  const named = isTitleNoun(t) ? titleCase(t) : t.charAt(0).toUpperCase() + t.slice(1);
  return `${named}: ${conceptTitle}`;
}

/**
 * A concept title as a presenter says it: a title of up to six words as it is; a longer one ("Comparing Two
 * Versions of Cinderella Showdown Game Show") by the frame's short name ("our game show"), since a long
 * title said aloud is hard to follow; the full title stays ON SCREEN (docs/decisions/0054-declared-staging.md).
 */
export function spokenTitle(title: string, frame: Pick<Frame, "name">): string {
  return title.split(/\s+/).length <= 6 ? title : frame.name;
}

/** A card for a code without one (should not happen once all 486 are written): teaches from the code's domain only. */
function fallbackCard(code: string): TeachingCard {
  const domain = getStandardDetails(code)?.domain ?? "this skill";
  return {
    code,
    kidGoal: `I can practice ${domain.toLowerCase()}.`,
    explanation: `Today we practice ${domain.toLowerCase()}. We will look at examples and try some together.`,
    keyTerms: [{ term: domain.toLowerCase(), definition: "The skill we practice today." }],
    mode: "both",
    examples: [],
    misconception: { wrong: "This is too hard to learn.", fix: "We can learn it one small step at a time." },
    practice: [],
    checks: [],
    visuals: [`A title card reading "${domain}".`],
  };
}

interface HookContext {
  topic: string;
  /** K–2: say the concept's name rather than the teacher's topic. */
  young: boolean;
  conceptTitle: string;
  /** The title as said aloud: a short form when it is over six words. */
  saidTitle: string;
  card: TeachingCard | undefined;
  frame: ReturnType<typeof frameFor>;
  /** A serious subject: the hook says calm lines only, and no rhyming couplet (ADR 0085). */
  serious: boolean;
  cons: ReturnType<typeof readConsiderations>;
  context: string | undefined;
  /** The teacher's topic, said once in the hook; null when there is none to say. */
  saidTopic: string | null;
  /** A two-minute video (see {@link SHORT_VIDEO_SEC}): its hook is the greetings by name and the question. */
  short: boolean;
  grade: Grade | null;
  /** What the hook may open with before the goal (hook-teasers.ts); none: the goal is the hook's question. */
  teasers: Teaser[];
  /**
   * The hook's own draws (the teaser, its wording, the rhymer's couplet on the lesson's word): a stream of their own,
   * so the rest of the script draws what it drew before for the same seed.
   */
  rnd: Random;
  /** The script's seed (Regenerate gives another). */
  seed: number;
}

/**
 * A video of two minutes or less (the fitted target, seconds) opens in about 15 seconds (docs/product/pace.md): each
 * presenter says their name once, the host's greeting in the same line and only the host's catchphrase, then the
 * topic and the question; no rhyming couplet, no lead-in before the question and no launch line. The close says the
 * frame's shortest wrap. Longer videos keep every presenter's catchphrase and introduction.
 */
export const SHORT_VIDEO_SEC = 120;
/** A two-minute video's hook, seconds: the host's catchphrase is said in it only when the hook still fits. */
export const SHORT_HOOK_SEC = 15;

/**
 * The lead-ins before the hook's question (the frame's mission for grades 3–5, then the K–2 ones) and the recap's:
 * transitions a video that speaks plainly leaves out (see speakPlainly), each with its trailing space.
 */
const HOOK_LEADS = (frame: Pick<Frame, "mission">): string[] => [
  `${capitalizeFirst(frame.mission)} starts with a question. `,
  "Here is our big question. ",
  "I have a question for you. ",
];
const RECAP_LEAD = "Look at you! ";

function hookBlocks(cast: Cast, h: HookContext): Block[] {
  const beats: Beat[] = [
    { type: "visual", text: `${h.frame.set}${h.cons.gentle ? ", in soft colors with calm music" : ""}.` },
    { type: "onScreen", text: h.conceptTitle },
  ];
  // After a Spanish "hello, friends" the English greeting is not said again.
  const hello = h.cons.spanish
    ? `Welcome to ${h.saidTitle}!`
    : cast.pick([
        `Welcome to ${h.saidTitle}!`,
        `Hi, friends! Welcome to ${h.saidTitle}.`,
        `Hello, friends! Get ready for ${h.saidTitle}.`,
      ]);
  // One greeting per presenter, said with the host's introduction in one line ("Welcome to Word Quest! I'm Penny
  // Page."): no interjection stacked before it ("Okay, friends. Hello, hello!"), and no second line from the host
  // before the lesson starts.
  // Drawn as the greeting's own line was, so the seed's later choices stay as they were.
  cast.say(0, hello, 0);
  const greeting = `${h.cons.spanish ? "¡Hola, amigos! That means hello, friends! " : ""}${h.short ? `Welcome to ${h.saidTitle}!` : hello}`;
  const intros: Beat[] = [];
  // The concept is named once in the greeting, and the topic in its own line below: introductions say neither.
  const subject = "something new";
  if (cast.solo) {
    const v = cast.voice(0);
    const lines = h.young
      ? [
          `I'm ${v.name}, and I'm so glad you're here.`,
          `It's me, ${v.name}! Come and see.`,
          h.serious ? `I'm ${v.name}. Let's learn together.` : `I'm ${v.name}. Let's have fun.`,
        ]
      : [
          `I'm ${v.name}. Today we're exploring ${subject} together.`,
          // A serious subject is not "something special" nor a treat to wait for (ADR 0085): the same number of lines,
          // so the seed draws as before.
          h.serious
            ? `My name is ${v.name}, and I'm glad you are here.`
            : `My name is ${v.name}, and I can't wait to show you something.`,
          h.serious
            ? `It's me, ${v.name}. Let's read and think together.`
            : `It's me, ${v.name}! Come closer, I have something to show you.`,
          h.serious
            ? `${v.name} here. We have something important to learn today.`
            : `${v.name} here, and I picked something special for today.`,
        ];
    // The seed's draw as before; the presenter's own way of saying hello is drawn from the hook's stream.
    const plainLine = cast.pick(lines);
    const line = h.rnd.pick([plainLine, ...v.intros.map((f) => f(v.name))]);
    intros.push(
      cast.say(0, `${greeting} ${h.short ? `I'm ${v.name}.` : line}${v.catchphrase ? ` ${v.catchphrase}` : ""}`, 0),
    );
  } else {
    // Each presenter introduces themselves differently.
    const templates = cast.shuffled([
      (v: { name: string; label: string }) => `I'm ${v.name}${v.label ? `, your ${v.label.toLowerCase()}` : ""}.`,
      (v: { name: string }) =>
        h.serious
          ? `I'm ${v.name}, and I'm glad to learn this with you.`
          : `I'm ${v.name}, and today's lesson is one of my favorites.`,
      (v: { name: string }) => `${v.name} here, ready to go.`,
      (v: { name: string }) => `And I'm ${v.name}. Let's get started!`,
      (v: { name: string }) => `Hi, everyone! I'm ${v.name}, and I'm here too.`,
      (v: { name: string }) => `Don't forget me, ${v.name}!`,
      (v: { name: string; label: string }) =>
        `Hello! I'm ${v.name}${v.label ? `, the ${v.label.toLowerCase()}` : ""}, and I'm ready.`,
    ]);
    // The host has greeted the viewers already: their introduction neither greets again nor sounds like a second
    // presenter's ("And I'm …", "Don't forget me …").
    const hostLike = (t: (v: { name: string; label: string }) => string) =>
      !/^(?:hello|hi|and|don't)\b/i.test(t({ name: "", label: "" }));
    const hostAt = Math.max(0, templates.findIndex(hostLike));
    const order = [templates[hostAt]!, ...templates.filter((_, k) => k !== hostAt)];
    // Three presenters or more, or a two-minute video: each says their name and no more ("I'm Professor Quill."), so
    // the hook is not three lines of hellos before the lesson starts. In a two-minute video only the host adds a
    // catchphrase (the others' are kept for the recap).
    const named = (v: { name: string }, i: number) =>
      i === cast.voices.length - 1 && i > 1 ? `And I'm ${v.name}.` : `I'm ${v.name}.`;
    const byName = h.short || cast.voices.length >= 3;
    // A catchphrase is said once here and once in the recap (at most twice a script). No interjection before an
    // introduction: "Here's the key. Hello! I'm …" stacks two openers.
    cast.voices.forEach((v, i) => {
      // A presenter of a known personality often introduces themselves in their own way (voice.ts `intros`).
      const intro = byName ? named(v, i) : h.rnd.pick([...v.intros.map((f) => f(v.name)), order[i % order.length]!(v)]);
      const phrase = v.catchphrase && (!h.short || i === 0) ? ` ${v.catchphrase}` : "";
      intros.push(cast.say(i, `${i === 0 ? `${greeting} ` : ""}${intro}${phrase}`, 0));
    });
  }
  const rest: Beat[] = [];
  // A presenter who speaks in rhyme opens with a short couplet (its own block: a short video skips it).
  const rhymer = cast.voices.findIndex((v) => v.rhymer);
  // A rhymer rhymes on the lesson's own word when it can (voice.ts `coupletOn`), else says a stock couplet.
  const stock = rhymer >= 0 ? cast.pick(COUPLETS.hook) : "";
  const term = h.card?.keyTerms[0]?.term;
  // Now and then, not every time: two videos in three, so a week of videos is not one joke. Decided by the seed and
  // the word together (not by the hook's stream alone, which is the same for every lesson of one seed).
  const own =
    rhymer >= 0 && term && hashString(`${h.seed}|${term}`) % 3 !== 0
      ? coupletOn(term, Math.floor(h.rnd.next() * 5))
      : null;
  const couplet = rhymer >= 0 ? [cast.say(rhymer, own ?? stock, 0)] : [];
  // A two-minute hook has no time for a couplet, and a serious subject is no place for one.
  if (h.short || h.serious) couplet.length = 0;
  const context = speakableField(h.context, 80);
  if (context) rest.push(cast.say(0, `Last time we explored ${context}. Today we build on it.`, 0));
  // The topic is named before the goal's question: the teacher's words, said once here (docs/product/topics.md).
  if (h.saidTopic) rest.push(cast.plain(0, topicLine(h.saidTopic)));
  // The goal asked as the hook's question: the hook of a lesson with no teaser, and what a teaser falls back to when
  // the fitting leaves out what would answer it.
  const asked: Beat[] = [...rest];
  if (h.card) {
    const [missionLead, ...youngLeads] = HOOK_LEADS(h.frame);
    const mission = h.young ? cast.pick(youngLeads) : missionLead!;
    // No interjection before it: "Here's the key. Here is our big question." stacks two openers. After the topic's
    // line the question needs no lead-in of its own (the mission is still drawn, so the seed's choices stay).
    asked.push(
      cast.say(cast.solo ? 0 : 1, `${h.saidTopic || h.short ? "" : mission}${goalQuestion(h.card.kidGoal)}`, 0),
    );
    asked.push({ type: "pause", seconds: 2, text: "viewers wonder" });
  }
  // A hook that makes a child want to watch (hook-teasers.ts): a question, puzzle or scenario from the lesson's own
  // content, then the goal as a promise. Every teaser the lesson can give is drafted; which one opens the script is
  // the seed's choice among those whose answer the fitted lesson keeps (`chooseHook`). A two-minute hook keeps to its
  // names, topic and question (docs/product/pace.md).
  const variants: NonNullable<Block["hook"]>["variants"] = [];
  if (h.card && !h.short && h.teasers.some((t) => !(own && t.kind === "term"))) {
    const asker = cast.solo ? 0 : h.rnd.pick([0, 1]);
    const goal = goalQuestion(h.card.kidGoal)
      .replace(/^Can you /, "")
      .replace(/\?$/, "");
    const promise = h.rnd.pick(goalPromises(goal));
    const last = rest.filter((b) => b.type === "line" && b.text.startsWith("Last time"));
    // The topic, said once after the teaser, in one of a few ways (docs/product/topics.md).
    const topicLines = h.saidTopic
      ? [cast.plain(0, h.rnd.pick([topicLine(h.saidTopic), `Our topic is ${quotedTopic(h.saidTopic)}`]))]
      : [];
    // A word the rhymer's couplet has just said is not asked about again.
    for (const teaser of h.teasers.filter((t) => !(own && t.kind === "term")))
      variants.push({
        kind: teaser.kind,
        line: teaser.line,
        ...(teaser.needs ? { needs: teaser.needs } : {}),
        beats: [
          ...last,
          cast.plain(asker, teaser.line),
          { type: "pause", seconds: 2, text: "viewers wonder" },
          ...topicLines,
          cast.plain(cast.solo ? 0 : 1 - asker, promise),
        ],
      });
  }
  const pick = variants.length > 0 ? h.rnd.pick(variants.map((_, k) => k)) / variants.length : 0;
  const tease = h.card ? [cast.say(0, cast.pick(h.frame.launch), 0)] : [];
  if (h.short) tease.length = 0;
  // A two-minute hook over its 15 seconds leaves out the host's catchphrase too (said again in the recap's cheer
  // when that is kept): the names, the topic and the question are what the hook is for.
  const host = intros[0];
  const phrase = cast.voice(0).catchphrase;
  if (h.short && host?.type === "line" && phrase && host.text.endsWith(` ${phrase}`)) {
    const hook = sceneSeconds({ beats: [...beats, ...intros, ...asked] }, h.grade);
    if (hook > SHORT_HOOK_SEC) intros[0] = { ...host, text: host.text.slice(0, -phrase.length - 1) };
  }
  return [
    { ...planned("hookOpening"), sceneIndex: 0, order: 0, beats },
    // One block per presenter, so a presenter who would otherwise not speak keeps their introduction.
    ...intros.map((beat, i) => ({ ...planned("introduction"), sceneIndex: 0, order: 1 + i / 100, beats: [beat] })),
    ...(couplet.length
      ? [{ ...planned("hookCouplet"), sceneIndex: 0, order: 1.9, beats: couplet, ...(own ? { rhymesOn: term } : {}) }]
      : []),
    { ...planned("hookQuestion"), sceneIndex: 0, order: 2, beats: asked, teaserOf: variants.length > 0 },
    // The teaser, fitted as the time its line adds (plan.ts `hookTeaser`); `chooseHook` makes the hook of it.
    ...(variants.length > 0
      ? [
          {
            ...planned("hookTeaser"),
            sceneIndex: 0,
            order: 1.95,
            beats: [cast.plain(0, variants[Math.floor(pick * variants.length)]!.line)],
            hook: { variants, pick, fallback: asked },
          },
        ]
      : []),
    // The first thing dropped when even the required blocks overrun a short target.
    ...(tease.length ? [{ ...planned("launch"), sceneIndex: 0, order: 3, beats: tease }] : []),
  ];
}

/** Mixed into the seed for the hook's own stream of draws (`HookContext.rnd`). */
const HOOK_STREAM = 0x5bd1e995;

/** How far over the target a teaser the fitting gave up may be taken back (the fitter's own fill ceiling). */
const HOOK_CEILING = 1.06;

/**
 * Opens the hook with a teaser the fitted lesson kept time for and answers (hook-teasers.ts): the seed's pick among
 * the variants whose `needs` block was kept (the mix-up and its fix, the first scene's key term defined, the passage
 * read aloud) and that take no longer than the one fitted; its beats become the hook's question block's, and the
 * teaser's own block goes. No teaser kept, or none answered: the hook asks the goal as its question. A mix-up the
 * hook asked about is taken up again as its question.
 */
function chooseHook(chosen: Block[], blocks: readonly Block[], spareSec: number, grade: Grade | null): Block[] {
  // A teaser the fitting gave up while a supporting standard still overran is taken back when the time now allows.
  const teaser = chosen.find((b) => b.hook) ?? blocks.find((b) => b.hook && sceneSeconds(b, grade) <= spareSec);
  const question = chosen.find((b) => b.scene === "hook" && b.hook === undefined && b.teaserOf);
  if (!teaser?.hook || !question) return chosen.filter((b) => !b.hook);
  const keptFor = (needs: NonNullable<Block["hook"]>["variants"][number]["needs"]) =>
    needs === undefined
      ? null
      : chosen.find((b) =>
          needs === "term"
            ? b.definesTerm && b.scene === "teach" && b.sceneIndex === 0
            : b.tag === needs && (b.scene !== "teach" || b.sceneIndex === 0),
        );
  const fitted = sceneSeconds(teaser, grade);
  const lineSec = (v: NonNullable<Block["hook"]>["variants"][number]) =>
    sceneSeconds({ beats: v.beats.filter((b) => b.type === "line" && b.text === v.line) }, grade);
  const answered = teaser.hook.variants.filter(
    (v) => (v.needs === undefined || keptFor(v.needs)) && lineSec(v) <= fitted + 1,
  );
  // The seed's own pick when the lesson answers it; else another the lesson answers.
  const own = teaser.hook.variants[Math.floor(teaser.hook.pick * teaser.hook.variants.length)]!;
  const variant = answered.includes(own) ? own : answered[Math.floor(teaser.hook.pick * answered.length)];
  if (variant) question.beats = variant.beats;
  const mixUp = variant?.needs === "misconception" ? keptFor("misconception") : null;
  if (mixUp)
    mixUp.beats = mixUp.beats.map((x, k) =>
      k === 0 && x.type === "line"
        ? { ...x, text: x.text.replace(/Watch out for a mix-up\. /, "Remember our question from the start? ") }
        : x,
    );
  return chosen.filter((b) => b !== teaser);
}

/**
 * The NOTE that tells the producer the concept: the description's whole sentences, or its first sentence's main
 * clause, up to 200 characters — never stopping mid-phrase or inside a quoted title; "" (no note) when nothing whole
 * fits. A concept is a pitch ("A jungle trek where the animals talk in similes."), not a shot: a VISUAL line says
 * what is on screen (docs/product/staging.md), and the set's own VISUAL opens the hook.
 */
export function conceptVisual(description: string, goal = ""): string {
  // The hook has just asked the goal: a description that repeats it is cut before it ("…about Consonant Sounds.").
  // Its first words: the description words the goal for the viewers ("what they hear") where the goal says "you".
  const head = goal.split(/\s+/).slice(0, 4).join(" ").toLowerCase();
  const at = head ? description.toLowerCase().indexOf(head) : -1;
  const said = wholeSentences(description, at > 0 ? Math.min(200, at - 1) : 200);
  return said ? `Concept: ${said}` : "";
}

/** The supporting PDF's passage, read aloud before the practice ("our reading"); its check comes first in the quiz. */
function readingBlock(cast: Cast, text: string, title: string | null, rnd: ReturnType<typeof seededRandom>): Block {
  const reader = cast.solo ? 0 : 1 % cast.voices.length;
  const beats: Beat[] = [
    {
      type: "visual",
      text: `${title ? `The title "${title}" and our reading appear` : "Our reading appears"} on screen; each sentence lights up as it is read aloud.`,
    },
    cast.say(
      reader,
      `${rnd.pick([
        "Now let's use what we learned on our own reading.",
        "Here's our reading for today; a question about it is coming.",
      ])} ${title && isSpeakable(title) ? `It is called "${title}." ` : ""}Listen closely.`,
      0,
    ),
    ...readAloudChunks(text).map((chunk) => cast.say(reader, chunk, 0)),
  ];
  return { ...planned("reading"), sceneIndex: 0, order: -1, beats, tag: "passage" };
}

function practiceBlocks(
  cast: Cast,
  cards: TeachingCard[],
  keys: KeyItems[],
  frame: ReturnType<typeof frameFor>,
  captions: boolean,
  rnd: ReturnType<typeof seededRandom>,
  grade: Grade | null,
  short = false,
  /** The topic's words (`topicWords`): the primary card's practice items that use them come first. */
  topicRe: RegExp | null = null,
  /** The part the typed topic names (typed-part.ts): the primary card's items on it come first of all. */
  part: NamedPart | null = null,
): Block[] {
  const blocks: Block[] = [];
  let order = 0;
  cards.forEach((card, ci) => {
    // The primary standard's required item is its shortest, so a short video keeps room for it; the rest follow shuffled.
    const shuffled = topicFirst(
      rnd.shuffle(card.practice),
      (p) => `${p.prompt} ${p.answer}`,
      ci === 0 ? topicRe : null,
    );
    const words = (p: { prompt: string; answer: string }) => `${p.prompt} ${p.answer}`.split(/\s+/).length;
    // Regenerate varies it: any item within a third of the shortest's length fits as well (a new seed, another item).
    // In a lesson on a typed part the required item is one on the part, when the card has one (typed-part.ts).
    const onPart = ci === 0 && part ? shuffled.filter((p) => isOnPart(part, `${p.prompt} ${p.answer}`)) : [];
    const pool = onPart.length > 0 ? onPart : shuffled;
    const least = Math.min(...pool.map(words));
    const shortest = ci === 0 ? pool.find((p) => words(p) <= least * 1.34) : undefined;
    // The items that make a key move come first and are always kept (docs/product/key-moves.md).
    const key = keys[ci]!.practice;
    const ordered = partLeads(
      keyFirst(shortest ? [shortest, ...shuffled.filter((p) => p !== shortest)] : shuffled, key),
      (p) => `${p.prompt} ${p.answer}`,
      ci === 0 ? part : null,
    );
    const hasKey = ordered.some((p) => key.has(p));
    ordered.forEach((p, pi) => {
      const isKey = key.has(p);
      const who = cast.solo ? 0 : (order + 1) % cast.voices.length;
      const v = cast.voice(who);
      const intro = order === 0 ? `Welcome to ${frame.practice}! ` : "";
      const beats: Beat[] = [];
      if (order === 0)
        beats.push({
          type: "visual",
          text: `A "Your turn" banner with a friendly timer${card.mode === "oral" ? oralBanner(card.code) : ""}.`,
        });
      // Work on written language (spelling, punctuation, homophones) is shown: "Your going too love there new
      // puppy" sounds exactly like the sentence it should become.
      // A blank is shown too: the viewer sees the gap the presenter calls "blank".
      const shown =
        (captions && captionable(card)) || card.mode === "print" || (card.mode !== "oral" && hasBlank(p.prompt));
      // Spelling a word the child hears ("Spell enjoy.") is the skill itself: the word on screen would be the answer.
      if (shown)
        beats.push({ type: "onScreen", text: spellsHeardWord(p.prompt) ? "Spell the word you hear." : p.prompt });
      // "Picture: a cat on a chair. …" is for the screen: a VISUAL line, and the presenter points to it.
      const picture = pictureFirst(p.prompt);
      if (picture) beats.push({ type: "visual", text: picture.visual });
      const prompt = picture?.said ?? p.prompt;
      const look = card.mode === "print" && !picture && p.prompt.includes(":") ? "Look at the screen. " : "";
      // The model answer's size sets the least time: "Sum up…" with a sentence for an answer is not a recall.
      const task = thinkTask(p.prompt, false, p.answer);
      // A long written task stops the video instead of a pause (docs/decisions/0096).
      const { cue, seconds } = practicePause(p.prompt, task, grade);
      const writes = writesAtLength(p.prompt, task);
      // The setting's welcome hands the first item over; a two-minute video says no more hand-over after it.
      const turn = handOver(v.turn, writes ? thinkPauseSec(task, grade) : seconds, rnd);
      beats.push(
        cast.say(
          who,
          `${intro}${short && intro ? "" : `${turn} `}${look}${speakBlanks(saidUnmarked(prompt), { inPlace: true })}${cue}`,
          0,
        ),
      );
      beats.push({ type: "pause", seconds, text: writes ? "viewers pause the video and write" : "viewers try it" });
      // The praise is drawn for every item, so the seed's later choices do not depend on which items are open.
      const lead = rnd.pick(revealLeads(p.prompt, p.answer));
      const praise = rnd.chance(0.4) ? ` ${rnd.pick(v.praise)}` : "";
      const said = sayAnswer(p.answer);
      beats.push(
        cast.say(
          who,
          isOpenTask(p.prompt, p.answer)
            ? // An open item's answer is one model ("Here's what I might write:"), not a key, and no praise follows
              // it, since no child has been marked right. A quoted example ("For example: “…”") introduces itself.
              said.startsWith("For example:")
              ? said
              : `${lead} ${said}`
            : // Praise marks a child right: only after something was asked of them.
              `${sayKey(lead, p.answer)}${asksViewer(prompt) ? praise : ""}`,
          0,
        ),
      );
      blocks.push({
        scene: "practice",
        sceneIndex: 0,
        cardIndex: ci,
        order: order++,
        priority: isKey || (pi === 0 && ci === 0) ? FIRST_ITEM.priority : priorityOf("practiceItem", ci === 0, pi),
        required: isKey || (pi === 0 && ci === 0 && !hasKey),
        ...(isKey ? { key: true } : {}),
        ...(isKey && ci > 0 ? { dropOrder: DROP.supportingStandard } : {}),
        beats,
        stretchable: true,
      });
    });
  });
  return blocks;
}

/**
 * How a presenter hands a practice item to the viewer: a hand-over that promises time ("Take your time.") only
 * before a pause that keeps the promise (docs/decisions/0045-pauses-by-task-and-grade.md).
 */
function handOver(turns: readonly string[], seconds: number, rnd: ReturnType<typeof seededRandom>): string {
  const kept = seconds >= TIME_PROMISE_MIN_SEC ? turns : turns.filter((t) => !PROMISES_TIME.test(t));
  return rnd.pick(kept.length > 0 ? kept : ["Your turn."]);
}

/**
 * What the practice banner says of a said-aloud task: a speaking task (SL.x.x: discuss, tell, present) is a time to
 * talk, not "a listening game"; other oral work (hearing sounds, rhymes, syllables) is one.
 */
export const oralBanner = (code: string): string =>
  /^SL\./.test(code)
    ? "; no words on screen, this is a time to talk out loud"
    : "; no words on screen, this is a listening game";

/** After a task that takes longer than a pause can give (a retell, a written sentence, a talk with a partner). */
const more = (task: ThinkTask): string => (PAUSE_THE_VIDEO.has(task) ? " Pause the video if you need more time." : "");

function checkBlocks(
  cast: Cast,
  cards: TeachingCard[],
  keys: KeyItems[],
  frame: ReturnType<typeof frameFor>,
  captions: boolean,
  cloze: { question: string; answer: string; recall?: boolean } | null,
  rnd: ReturnType<typeof seededRandom>,
  grade: Grade | null,
  /** The topic's words (`topicWords`): the primary card's checks that use them come first, after fresh ones. */
  topicRe: RegExp | null = null,
  /** The part the typed topic names (typed-part.ts): the primary card's checks on it come first of all. */
  part: NamedPart | null = null,
): Block[] {
  const young = grade === "K" || grade === "1";
  const items: {
    question: string;
    answer: string;
    choices?: string[];
    ci?: number;
    isKey?: boolean;
    task?: ThinkTask;
  }[] = cards.flatMap((card, ci) =>
    partLeads(
      keyFirst(
        freshFirst(
          topicFirst(rnd.shuffle(card.checks), (c) => `${c.question} ${c.answer}`, ci === 0 ? topicRe : null),
          card,
        ),
        keys[ci]!.checks,
      ),
      (c) => `${c.question} ${(c.choices ?? []).join(" ")} ${c.answer}`,
      ci === 0 ? part : null,
    ).map((c) => ({
      ...c,
      ci,
      isKey: keys[ci]!.checks.has(c),
    })),
  );
  const ordered = [...items.filter((x) => x.ci === 0), ...items.filter((x) => x.ci !== 0)];
  // A question the standard asks of the supporting PDF comes first, so it is never the one dropped for time.
  // Declared where it is built: finding the next sentence in the reading is a "find" task.
  // A blank to fill only asks a child to recall a word: it follows the standard's own checks, so it is dropped first.
  if (cloze) {
    const item = { question: cloze.question, answer: cloze.answer, task: "find" as const };
    if (cloze.recall) ordered.push(item);
    else ordered.unshift(item);
  }
  return ordered.map((c, n) => {
    const who = cast.solo ? 0 : n % cast.voices.length;
    const shuffle = <T>(items: readonly T[]) => rnd.shuffle(items);
    // Kindergarten viewers hear at most three word choices with pictures, or judge one sentence by thumbs.
    const picture = pictureFirst(c.question);
    const question = picture?.said ?? c.question;
    const printSkill = c.ci !== undefined && isPrintStandard(cards[c.ci]?.code);
    const prereader = grade === "K" ? askPrereader(question, c.answer, c.choices, shuffle, printSkill) : null;
    const asked = prereader ?? askQuestion(question, c.answer, c.choices, { shuffle, young });
    const oral = c.ci !== undefined && cards[c.ci]?.mode === "oral";
    const beats: Beat[] = [];
    if (n === 0) beats.push({ type: "visual", text: `Title card: ${frame.check}.` });
    if (picture) beats.push({ type: "visual", text: picture.visual });
    if (prereader?.visual) beats.push({ type: "visual", text: prereader.visual });
    // Quiz choices are shown for print skills (producers put them on screen); oral skills stay listening-only, unless
    // the writer asked for captions and the sounds are not the skill (`captionable`).
    // A question with a blank is shown, and the presenter says "blank" (spoken-blanks.ts).
    // The screen shows the words; the presenter's pointer to the picture is said, not shown.
    const card = c.ci !== undefined ? cards[c.ci] : undefined;
    if ((!oral && (c.choices?.length || hasBlank(c.question))) || (captions && (!card || captionable(card))))
      beats.push({ type: "onScreen", text: asked.onScreen.replace(/Look at the picture\. |The words say: /g, "") });
    const spoken = speakBlanks(asked.spoken, { inPlace: true });
    beats.push(cast.say(who, `${n === 0 ? `Time for ${frame.check}. ` : ""}Question ${n + 1}: ${spoken}`, 0));
    beats.push({
      type: "pause",
      seconds: thinkPauseSec(c.task ?? thinkTask(c.question, c.choices ?? [], c.answer), grade),
      text: "viewers answer out loud",
    });
    // No interjection before the answer: "Ha! The answer is one." reads as a joke about it.
    beats.push(cast.say(who, asked.reveal, 0));
    return {
      scene: "check" as const,
      sceneIndex: 0,
      ...(c.ci !== undefined ? { cardIndex: c.ci } : {}),
      ...(c.ci === 0 ? { swapGroup: "primary-check" } : {}),
      order: n,
      priority: n < 2 || c.isKey ? FIRST_ITEM.priority : priorityOf("checkQuestion", true, n),
      required: n < 2 || Boolean(c.isKey),
      ...(c.isKey ? { key: true } : {}),
      ...(c.isKey && c.ci ? { dropOrder: DROP.supportingStandard } : {}),
      ...(n === 1 && !c.isKey ? { dropOrder: DROP.secondCheck } : {}),
      // A check on a text keeps the question the fitter chose: a shorter one may not ask the standard's skill.
      ...(card && textSkillOf(card.code) !== null ? { stayDropped: true } : {}),
      beats,
      stretchable: true,
    };
  });
}

/**
 * A card's checks with those whose answer a worked example or practice item of the card also gives last: the first
 * two checks, which a short video keeps, ask the child something not already answered aloud (unheard-checks.ts
 * moves or trades the rest after fitting).
 */
function freshFirst(checks: TeachingCard["checks"], card: TeachingCard): TeachingCard["checks"] {
  const given = [...card.examples.map((e) => e.answer), ...card.practice.map((p) => p.answer)].map((a) =>
    answerWords(a, ""),
  );
  const heard = (c: TeachingCard["checks"][number]) => {
    const words = answerWords(c.answer, "");
    return words.length > 0 && given.some((g) => words.every((w) => g.includes(w)));
  };
  return [...checks.filter((c) => !heard(c)), ...checks.filter(heard)];
}

/**
 * Numbers the check questions as they are finally asked (1, 2, …) and gives the first of them the quiz's title
 * card and "Time for …": fitting to time may have dropped a question or swapped a shorter one in, and a video
 * must not open its quiz on "Question 3" with no title card. A lone question is not numbered.
 */
function numberChecks(chosen: Block[], check: string, plain = false): void {
  const titleCard = `Title card: ${check}.`;
  const opening = `Time for ${check}. `;
  // A video that speaks plainly (see speakPlainly) lets the title card announce the quiz.
  const said = plain ? "" : opening;
  const all = chosen.filter((b) => b.scene === "check").sort((a, b) => a.order - b.order);
  all.forEach((b, k) => {
    const beats = b.beats.filter((x) => !(x.type === "visual" && x.text === titleCard));
    if (k === 0) beats.unshift({ type: "visual", text: titleCard });
    const at = beats.findIndex((x) => x.type === "line" && /^(?:Time for .+?\. )?Question \d+: /.test(x.text));
    const line = beats[at];
    if (line?.type === "line") {
      const asked = line.text.startsWith(opening) ? line.text.slice(opening.length) : line.text;
      // A quiz of one question does not announce "Question 1" (there is no question 2): the opening, or the title
      // card in a video that speaks plainly, leads straight into it.
      const label = all.length === 1 ? "" : `Question ${k + 1}: `;
      beats[at] = { ...line, text: asked.replace(/^Question \d+: /, `${k === 0 ? said : ""}${label}`) };
    }
    b.beats = beats;
  });
}

function recapBlocks(
  cast: Cast,
  cards: TeachingCard[],
  spanish: boolean,
  subject: string,
  audience: string,
  rnd: ReturnType<typeof seededRandom>,
  topic: string | null,
  /** A tale's kind: the lesson read our retelling of a fable or folktale, so the transfer is to another one. */
  readAboutTopic: boolean | TaleKind = false,
  /** The topic's own practice task (topic-task.ts): when it is kept, the transfer to the topic is not said again. */
  ownTask: Block | null = null,
  /** A serious subject (ADR 0085): no "Look at you!" before the goals and no rhyming couplet after the cheer. */
  calm = false,
): Block[] {
  const beats: Beat[] = [{ type: "onScreen", text: cards.map((c) => c.kidGoal).join(" • ") || "What we learned" }];
  cards.forEach((card, i) => {
    const text = `${i === 0 ? `${calm ? "" : RECAP_LEAD}Now ` : "And now "}${goalAsYou(card.kidGoal)}.`;
    const line = cast.say(cast.solo ? 0 : i % cast.voices.length, text, 0.1);
    // The recap's lead is its opener: never an interjection before it ("Let's see. Look at you!").
    if (i === 0 && line.type === "line" && line.text.endsWith(text)) line.text = text;
    beats.push(line);
  });
  const withCatch = cast.voices.findIndex((v) => v.catchphrase);
  // Not "You're a noun expert now!": the first key term often names only part of the lesson (nouns and verbs).
  const praise = rnd.pick([
    `Great work today, ${audience}!`,
    `Great job with ${subject}!`,
    `You worked hard today, ${audience}!`,
  ]);
  const cheer: Beat[] = [
    cast.say(
      withCatch >= 0 ? withCatch : 0,
      withCatch >= 0 ? `${cast.voice(withCatch).catchphrase!} ${praise}` : praise,
      0,
    ),
  ];
  // A presenter who speaks in rhyme closes the recap with a couplet.
  const rhymer = cast.voices.findIndex((v) => v.rhymer);
  if (rhymer >= 0) {
    const couplet = cast.say(rhymer, rnd.pick(COUPLETS.recap), 0);
    if (!calm) cheer.push(couplet);
  }
  if (spanish) beats.push(cast.say(0, "¡Muy bien! That means very good!", 0));
  // The primary standard's move applied to the teacher's topic, said after the goals (docs/product/topics.md): the
  // topic always, the move as a task on it when time allows.
  const transfer: Block[] = [];
  // A topic that only names the skill (null here) keeps the move as a task: "Form a plural that changes, like mouse
  // to mice, and use it in a sentence."
  if (cards[0]) {
    const lines = transferLine(
      cards[0],
      topic ?? "",
      readAboutTopic,
      skillText(cards[0], getStandardDetails(cards[0].code)?.description ?? ""),
    );
    const who = cast.solo ? 0 : cards.length % cast.voices.length;
    if (topic && lines.topic)
      transfer.push({
        ...planned("transfer"),
        sceneIndex: 0,
        order: 0.5,
        beats: [cast.plain(who, lines.topic)],
        ...(ownTask ? { notWith: ownTask } : {}),
      });
    if (lines.task)
      transfer.push({
        ...planned("transferTask"),
        sceneIndex: 0,
        order: 0.6,
        beats: [cast.plain(who, lines.task)],
        ...(ownTask ? { notWith: ownTask } : {}),
      });
  }
  return [
    { ...planned("recap"), sceneIndex: 0, order: 0, beats },
    ...transfer,
    { ...planned("recapCheer"), sceneIndex: 0, order: 1, beats: cheer },
  ];
}

/** The frame's wrap as said: the one drawn, or in a two-minute video the shortest ("Quest complete, explorers!"). */
export const wrapLine = (drawn: string, wraps: readonly string[], short: boolean): string =>
  short ? wraps.reduce((a, b) => (b.split(/\s+/).length < a.split(/\s+/).length ? b : a), drawn) : drawn;

function closeBlock(
  cast: Cast,
  subject: string,
  term: string | undefined,
  frame: ReturnType<typeof frameFor>,
  spanish: boolean,
  rnd: ReturnType<typeof seededRandom>,
  young: boolean,
  short = false,
): Block[] {
  const beats: Beat[] = [{ type: "visual", text: frame.finale }];
  // The close always says goodbye, even when the goodbyes below go for time.
  beats.push(
    cast.say(
      0,
      `${wrapLine(rnd.pick(frame.wrap), frame.wrap, short)} ${spanish ? "¡Adiós!" : rnd.pick(["See you next time!", "Bye for now!"])}`,
      0,
    ),
  );
  const homework = young
    ? rnd.pick([
        "Tell your family one thing you learned today!",
        "Show a grown-up what you can do now!",
        "Try it again at home tonight!",
      ])
    : term
      ? rnd.pick([
          `Here's a challenge: explain "${term}" to a grown-up at home.`,
          `Tonight, teach someone at home what "${term}" means.`,
          `This week, tell a friend what "${term}" means, with an example.`,
        ])
      : rnd.pick([`Tell a grown-up at home one thing you learned about ${subject}.`, "Keep practicing this week!"]);
  const goodbyes = cast.voices
    .slice(1)
    .map((v, i) =>
      cast.say(
        i + 1,
        i === 0 ? homework : rnd.pick([`Bye from ${v.name}!`, "Goodbye, everyone!", "See you soon, friends!"]),
        0,
      ),
    );
  // The finale's picture opens the scene, before the challenge and goodbyes that come before the closing line.
  const [finale, ...closing] = beats;
  const blocks: Block[] = [
    { ...planned("close"), sceneIndex: 0, order: -2, beats: [finale!] },
    { ...planned("close"), sceneIndex: 0, order: 0, beats: closing },
  ];
  // The challenge and the goodbyes go first when a video is too long.
  blocks.push({
    ...planned("goodbyes"),
    sceneIndex: 0,
    // The challenge and the other presenters' goodbyes come before the closing line: nothing is said after its
    // "Bye for now!" (a challenge after the goodbye is heard as the video ending twice).
    order: -1,
    beats: cast.solo ? [cast.say(0, homework, 0)] : goodbyes,
  });
  return blocks;
}

/**
 * Low-priority "turn and talk" moments for the practice scene: children explain a key term to a partner while the
 * video pauses. Used only when the cards' examples and practice do not fill the target length.
 */
function turnAndTalk(cards: TeachingCard[], cast: Cast, grade: Grade | null): Block[] {
  const terms = cards.flatMap((c) => c.keyTerms).slice(0, 2);
  return terms.map((t, i) => ({
    ...planned("turnAndTalk", true, i),
    sceneIndex: 0,
    order: 90 + i,
    beats: [
      { type: "onScreen" as const, text: `Turn and talk: ${t.term}` },
      cast.say(
        i % cast.voices.length,
        `Turn and talk! Tell someone near you what ${t.term} means, and give your own example.${more("discuss")}`,
        0,
      ),
      { type: "pause" as const, seconds: thinkPauseSec("discuss", grade), text: "viewers explain to a partner" },
      cast.say(i % cast.voices.length, `Here's one way to say it: ${t.definition}`, 0),
    ],
  }));
}

function assemble(chosen: Block[], cards: TeachingCard[], grade: Grade | null): ContractScene[] {
  const scenes: ContractScene[] = [];
  for (const kind of SCENE_ORDER) {
    const indices = kind === "teach" ? cards.map((_, i) => i) : [0];
    for (const i of indices) {
      const mine = chosen.filter((b) => b.scene === kind && b.sceneIndex === i).sort((a, b) => a.order - b.order);
      if (mine.length === 0) continue;
      const beats = mine.flatMap((b) => b.beats);
      const title = kind === "teach" ? skillName(cards[i]!) : "";
      scenes.push({
        kind,
        title,
        code: kind === "teach" ? cards[i]!.code : null,
        durationSec: Math.round(sceneSeconds({ beats }, grade)),
        beats,
      });
    }
  }
  return scenes;
}

/**
 * A lesson left with one teaching scene (one standard, or its supporting ones gone for time) has no second stop:
 * "Clue 1" and "On to stop 1 on the map!" promise a next one that never comes. Its stop is "today's" instead
 * ("Today's clue is all about the word …", "On to today's stop on the map!").
 */
function singleStop(scenes: ContractScene[], first: string): void {
  const teach = scenes.filter((sc) => sc.kind === "teach");
  if (teach.length !== 1) return;
  // The studio's "part" is no place in a story world: its one stop is "today's lesson", and a stop that names no
  // word says what comes ("Here's what we're learning today."), never "On to today's part!".
  const plain = /^part$/i.test(first.replace(/ 1\b/, ""));
  const label = plain ? "lesson" : first.replace(/ 1\b/, "").toLowerCase();
  const at = new RegExp(`\\b${first.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`, "i");
  for (const b of teach[0]!.beats) {
    if (b.type !== "line" || !at.test(b.text)) continue;
    if (plain && /\bOn to part 1!$/i.test(b.text)) {
      // Varied by what follows, so the same words do not open every lesson.
      const next = teach[0]!.beats.find((x, k) => k > teach[0]!.beats.indexOf(b) && x.type === "line");
      const say = ["Here's what we're learning today.", "Let's get into today's lesson.", "Here's today's big idea."][
        (next?.type === "line" ? next.text.length : 0) % 3
      ]!;
      b.text = b.text.replace(/On to part 1!$/i, say);
    } else b.text = b.text.replace(at, (m) => (m[0] === m[0]!.toUpperCase() ? `Today's ${label}` : `today's ${label}`));
  }
}

/**
 * A sentence frame is for answering: in a practice scene left with no task (its items gone for time or for an
 * avoided topic) it would be said to no one, so it moves to the start of the quiz, before its first question; with
 * no question anywhere it goes, and the considerations NOTE, written from the final scenes, says it could not be
 * applied (docs/product/considerations.md).
 */
export function homeTheFrame(scenes: ContractScene[]): void {
  const practice = scenes.find((sc) => sc.kind === "practice");
  if (!practice || practice.beats.some((b) => b.type === "pause")) return;
  const at = practice.beats.findIndex((b) => b.type === "onScreen" && b.text.startsWith("Sentence frame:"));
  if (at < 0) return;
  const moved = practice.beats.splice(at, 2);
  const quiz = scenes.find((sc) => sc.kind === "check" && sc.beats.some((b) => b.type === "pause"));
  if (quiz) quiz.beats.splice(quiz.beats[0]?.type === "visual" ? 1 : 0, 0, ...moved);
  if (!practice.beats.some((b) => b.type === "line")) scenes.splice(scenes.indexOf(practice), 1);
}

/**
 * A term defined and then defined again by the next line ("'Point of view' means what a person thinks or feels
 * about something." / "Point of view is what someone thinks or feels about something."): the key term's meaning
 * and the explanation's first sentence, written apart on the card, are said back to back. The second definition
 * goes (the rest of that line stays); a producer would cut it.
 */
export function unrepeatDefinitions(scenes: ContractScene[], terms: readonly string[]): void {
  const esc = (t: string) => t.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  // "A noun is…", "Words rhyme when…", "Two words rhyme when…", "One more word to know: summary.": each defines it.
  const defines = (line: string, term: string) =>
    new RegExp(`^(?:(?:a|an|the|to)\\s+)?["“]?${esc(term)}["”]?\\s+(?:is|are|means|mean)\\b`, "i").test(line.trim()) ||
    new RegExp(`^(?:two\\s+)?words?\\s+${esc(term)}s?\\s+when\\b`, "i").test(line.trim()) ||
    announces(line, term);
  const announces = (line: string, term: string) =>
    new RegExp(`^one more word to know:\\s*["“]?${esc(term)}\\b`, "i").test(line.trim());
  for (const sc of scenes) {
    if (sc.kind !== "teach") continue;
    const lines = sc.beats.filter((b) => b.type === "line");
    for (let i = 0; i + 1 < lines.length; i++) {
      const term = terms.find((t) => defines(lines[i]!.text, t));
      if (!term) continue;
      const next = lines[i + 1]!;
      const [first, ...rest] = sentencesOf(next.text);
      if (!first || !defines(first, term)) continue;
      // "One more word to know: summary. A short retelling…" is one definition: none of it is said again.
      if (rest.length > 0 && !announces(first, term)) next.text = rest.join(" ");
      else sc.beats.splice(sc.beats.indexOf(next), 1);
      break;
    }
  }
}

/** A card's note about its own material's source or staging: not true of a text read in its passage's place. */
const ABOUT_CARD_MATERIAL =
  /\b(?:for this card|original(?:ly)?|written|retold|retells|invented|made-up|public domain|mentor text|the (?:story|stories|poem|passage|article|tale|tales|fable|speech|examples?))\b/i;

/**
 * Whether a card's questions are shown as ON SCREEN text when the writer asks for captions (docs/product/considerations.md):
 * every card's but a lesson on hearing sounds (an oral foundational skill, RF.x.2), whose sounds are the skill; a
 * conversation or a listening lesson (SL) is shown for viewers who cannot hear it.
 */
const captionable = (card: Pick<TeachingCard, "mode" | "code">): boolean =>
  card.mode !== "oral" || !/^RF\./.test(card.code);

/**
 * What the NOTE says was left out of the text read (excerpt.ts, docs/product/attachments.md): a middle skipped, which
 * the reader says where (only when the script says so), and sentences left out inside the paragraphs read. A story
 * read as its parts says which parts are read: its beginning, its problem, how it is solved, its end.
 */
function passageNotes(
  passage: Excerpt | null | undefined,
  scenes: readonly ContractScene[],
  code: string,
  use: TextUse | null,
): string[] {
  if (!passage) return [];
  const skipSaid =
    passage.ending !== null &&
    scenes.some((sc) => sc.beats.some((b) => b.type === "line" && b.text === skipLine(code)));
  if (passage.story && (skipSaid || (passage.ending === null && passage.abridged && use === "teach")))
    return [storyPartsNote({ ...passage.story, skipped: skipSaid ? passage.story.skipped : 0 }, passage.abridged)];
  return [
    ...(skipSaid ? [middleLeftOutNote(code)] : []),
    ...(passage.abridged && use === "teach" ? [abridgedNote(passage.abridged)] : []),
  ];
}

/**
 * Where a reading of the attached text jumps from its opening to its ending (excerpt.ts): the reader says so before
 * the ending's first line; nothing is said of what happens in between.
 */
function markLeftOut(blocks: Block[], ending: string, code: string): void {
  const head = sentencesOf(ending)[0]?.slice(0, 40);
  if (!head) return;
  for (const block of blocks) {
    const at = block.beats.findIndex((b, i) => i > 0 && b.type === "line" && b.text.startsWith(head));
    const line = block.beats[at];
    if (at < 0 || line?.type !== "line") continue;
    // A line, not a visual: a visual would end the read-aloud, and its lines could then be handed to another voice.
    block.beats.splice(at, 0, { ...line, text: skipLine(code) });
  }
}

/**
 * An RL.x.2 I-can line without its message, lesson or theme ("I can retell a story with the important parts and tell
 * its lesson." → "I can retell a story with the important parts."), for a story that states none: the lesson leaves
 * the message to the teacher, so neither the goal nor the recap may say it was taught.
 */
export function withoutMessageGoal(goal: string): string {
  return goal
    .replace(
      /\s+and\s+(?:tell|say|explain|find|name)\s+(?:its|the story's|the)\s+(?:lesson|central message|message|theme|moral)\b[^.]*/i,
      "",
    )
    .replace(/^I can (?:find|tell|name) (?:a|the) story's (?:theme|lesson|message)\b[^.]*?\band\s+/i, "I can ");
}

/**
 * What the NOTE says the attached text did, checked against the scenes (a NOTE never claims what the script does
 * not do): the text taught from, read before the practice, or only opening the hook.
 */
function attachmentNote(
  passage: { title: string | null; text: string; dropped: number; leftOut?: readonly string[]; unread?: number },
  use: TextUse,
  code: string,
  scenes: ContractScene[],
  /** The questions made from the text (practice prompts and checks), as the presenters say them. */
  textQuestions: readonly string[] = [],
  /** The subject of Nova Writer's own topic text the lesson reads (docs/product/topic-texts.md); null: a PDF. */
  subject: string | null = null,
  /** The card's checks that tell their own short story, asked among the text's items (ADR 0079). */
  cardStories: readonly string[] = [],
  /** The subject is a classic tale (ADR 0094): our text is named as a retelling of it, or a text about it. */
  tale: Tale | null = null,
): string {
  const named = `The attached text${passage.title ? ` ("${oneLine(passage.title)}")` : ""}`;
  // Our own text is named as ours, so the writer knows where the reading came from and that no PDF was needed.
  // A tale is named by its kind and where it is told from (ADR 0094); its title only when the reading's differs.
  const taleSaid = tale ? `${tale.origin ? `a ${tale.kind} from ${tale.origin}` : `a ${tale.kind}`}` : "";
  const ours = tale
    ? passage.title === tale.title
      ? `Nova Writer's own ${tale.story ? "retelling of" : "text about"} ${taleSaid}`
      : `Nova Writer's own ${tale.story ? "retelling of" : "text about"} "${tale.title}", ${taleSaid}`
    : subject
      ? `Nova Writer's own text about ${subject}`
      : null;
  const title = `"${oneLine(passage.title ?? "Our Reading")}"`;
  const words = passage.text.split(/\s+/).length;
  const left =
    (passage.dropped
      ? `; ${passage.dropped} ${passage.dropped === 1 ? "sentence was" : "sentences were"} left out because ${passage.dropped === 1 ? "it" : "each"} ${passage.leftOut?.length ? passage.leftOut.join(" or ") : "speaks to the viewer or a presenter"}`
      : "") + unreadNote(passage.unread);
  const first = sentencesOf(passage.text)[0] ?? "";
  const said = (kinds: SceneKind[]) =>
    scenes.some((sc) => kinds.includes(sc.kind) && sc.beats.some((b) => b.type === "line" && b.text.includes(first)));
  // A line asks about the text when it says "our reading" or asks one of the text's own questions ("Who looked
  // under the slide?" does not name the text).
  const asked = (kind: SceneKind) =>
    scenes.some(
      (sc) =>
        sc.kind === kind &&
        sc.beats.some(
          (b) =>
            b.type === "line" &&
            (/our reading|the text says/i.test(b.text) || textQuestions.some((q) => b.text.includes(q))),
        ),
    );
  // A check on a short story the card tells: said so, since it is not about the text.
  const storyCheck = scenes.some(
    (sc) =>
      sc.kind === "check" && sc.beats.some((b) => b.type === "line" && cardStories.some((q) => b.text.includes(q))),
  )
    ? "; after the lesson works out our reading's message, a check asks the message of a short story the teaching card tells"
    : "";
  if (use === "teach" && said(["teach"])) {
    const parts = [
      "the worked examples",
      ...(asked("practice") ? ["the practice"] : []),
      ...(asked("check") ? ["the checks for understanding"] : []),
    ];
    // A word-meaning or writing lesson uses our text in its own way (ADR 0076): the NOTE says how.
    const mentor = ours ? mentorUse(code) : null;
    if (ours && mentor)
      return `Our reading, ${title}, is ${ours}: it is read aloud in the teaching (${words} words)${mentor.startsWith("as ") ? ` ${mentor}` : `, and ${mentor}`}.`;
    if (ours)
      return `Our reading, ${title}, is ${ours}: it is read aloud in the teaching (${words} words), and ${parts.join(", ").replace(/, (?=[^,]*$)/, " and ")} ask about its words in place of the teaching card's passage${storyCheck}.`;
    return `${named} is the lesson's text: an excerpt of ${words} words (whole sentences) is read aloud in the teaching, and ${parts.join(", ").replace(/, (?=[^,]*$)/, " and ")} ask about its words in place of the teaching card's passage${left}${storyCheck}.`;
  }
  if (ours)
    return `${ours} (${title}) was not read: the lesson had no time left for it. Choose a longer target length to include it.`;
  if (use === "reading" && said(["practice"]))
    return `${named} is read aloud before the practice as "our reading" (${words} words, whole sentences)${asked("check") ? ", and a check asks about it" : ""}${left}. ${capitalizeFirst(notFromTextWhy(code) ?? `${code} is not a standard a single text's questions teach here, so the worked examples come from the teaching card`)}.`;
  if (use === "hook" && said(["hook"]))
    return `${named} opens the hook with its first sentence only: ${code} is not taught from a text, so the lesson teaches from its teaching card${left}.`;
  return `${named} was not used: the lesson had no time left for it${left}. Choose a longer target length to include it.`;
}

/** The attached text's first sentence, said in the hook when the standard is not one a text teaches. */
function textOpening(cast: Cast, text: string, title: string | null): Block {
  const first = sentencesOf(text)[0] ?? "";
  return {
    scene: "hook",
    sceneIndex: 0,
    order: 2.5,
    priority: 0,
    required: true,
    // The writer attached it: like the presenters' introductions, it is never given up for time.
    beats: [
      { type: "visual", text: `The first line of ${title ? `"${title}"` : "the attached text"} appears on screen.` },
      cast.say(
        cast.solo ? 0 : 1,
        `Listen to how ${title && isSpeakable(title) ? `"${title}"` : "our text"} begins: ${first}`,
        0,
      ),
    ],
  };
}

/**
 * `textCard` (the attached text's items) with the listening card's practice items and checks that need no passage of
 * its own, and the card's key moves that those items still make (SL.K.2: "ask again when I miss a part"). The worked
 * examples stay the text's: a card example that slips past the passage test still talks about the card's story
 * ("why the kite went so high").
 */
function withListeningMoves(textCard: TeachingCard, own: TeachingCard): TeachingCard {
  const free = withoutMentor(own)?.card;
  if (!free) return textCard;
  const examples = textCard.examples;
  // Only the items that make the card's own moves (asking about a part not heard): any other item of the card may
  // be about its own passage in words no test can tie to it ("How do beavers warn each other?" beside a reading
  // about the moon), and the text's questions are the lesson's.
  const keyed = (kind: "practice" | "checks") =>
    new Set((own.keyMoves ?? []).flatMap((m) => m[kind] ?? []).map((k) => own[kind][k]));
  const practice = [...textCard.practice, ...free.practice.filter((p) => keyed("practice").has(p))];
  const checks = [...textCard.checks, ...free.checks.filter((c) => keyed("checks").has(c))];
  const at = <T>(all: readonly T[], from: readonly T[], idx: readonly number[] | undefined) =>
    (idx ?? []).flatMap((k) => (from[k] !== undefined && all.includes(from[k]) ? [all.indexOf(from[k])] : []));
  const moves = (own.keyMoves ?? []).flatMap((m) => {
    const kept = {
      move: m.move,
      examples: at(examples, own.examples, m.examples),
      practice: at(practice, own.practice, m.practice),
      checks: at(checks, own.checks, m.checks),
    };
    return kept.examples.length + kept.practice.length + kept.checks.length > 0 ? [kept] : [];
  });
  return { ...textCard, examples, practice, checks, keyMoves: [...(textCard.keyMoves ?? []), ...moves] };
}

/**
 * A supporting standard on the attached text when the text is too short for new questions of its own (a
 * kindergarten excerpt of six sentences): it takes over one worked example, practice item and check of the primary
 * standard's that are not its key items, so neither scene asks the other's question and no second story is read.
 * The taken items leave the primary card. Null when the primary has none to spare.
 */
function shareTextItems(card: TeachingCard, primary: TeachingCard, keys: KeyItems): TeachingCard | null {
  if (!textSkillOf(card.code) || primary.mentorText === undefined) return null;
  const spare = <T>(items: T[], key: ReadonlySet<T>): T | undefined =>
    items.length >= 2 ? [...items].reverse().find((x) => !key.has(x)) : undefined;
  const example = spare(primary.examples, keys.examples);
  const practice = spare(primary.practice, keys.practice);
  const check = spare(primary.checks, keys.checks);
  if (!example || !practice || !check) return null;
  primary.examples.splice(primary.examples.indexOf(example), 1);
  primary.practice.splice(primary.practice.indexOf(practice), 1);
  primary.checks.splice(primary.checks.indexOf(check), 1);
  const { mentorText: _own, keyMoves: _moves, ...rest } = card;
  return {
    ...rest,
    examples: [example],
    practice: [practice],
    checks: [check],
    notes: (card.notes ?? []).filter((n) => !card.mentorText || !refersToMentor(n, card.mentorText)),
    visuals: ["Our reading on screen beside the question; the words that answer it are highlighted."],
  };
}

/**
 * A supporting standard a text teaches, made from the attached text the primary standard reads: no passage of its
 * own (the text is read once), and none of the primary's questions asked again. Null when the standard is not one a
 * text teaches or the text gives it too few new questions.
 */
function supportingTextCard(
  card: TeachingCard,
  passage: Excerpt,
  primary: Pick<TeachingCard, "examples" | "practice" | "checks">,
  grade: Grade | null,
  rnd: ReturnType<typeof seededRandom>,
): TeachingCard | null {
  const core = (q: string) => q.replace(/ Use a detail from our reading\.$/, "");
  const all = new Set([
    ...primary.examples.map((e) => e.show),
    ...primary.practice.map((p) => core(p.prompt)),
    ...primary.checks.map((c) => c.question),
  ]);
  // Asked nowhere in the lesson yet; else at least never a check's question again (a short text has few sentences).
  const items =
    textItems(passage, card.code, grade, rnd, all) ??
    textItems(passage, card.code, grade, rnd, new Set(primary.checks.map((c) => c.question)));
  if (!items) return null;
  const examples = items.examples.filter((e) => !all.has(e.show));
  const practice = items.practice;
  const checks = items.checks;
  if (!examples.length) return null;
  const { mentorText: _own, keyMoves: _moves, ...rest } = card;
  return {
    ...rest,
    examples,
    practice,
    checks,
    notes: (card.notes ?? []).filter((n) => !card.mentorText || !refersToMentor(n, card.mentorText)),
    visuals: ["Our reading on screen beside the question; the words that answer it are highlighted."],
  };
}

/**
 * A card's explanation said of any story when the lesson's text is not the genre the card names: "Fables and
 * folktales are old stories told in many lands. To retell one, tell the main events…" → "To retell a story, tell the
 * main events…"; "Most of these stories teach a lesson." → "Many stories teach a lesson." Unchanged when the text
 * itself names the genre (a fable attached to a fable lesson).
 */
/** A key term that names a genre of old stories, and a goal that names one ("a fable or folktale"). */
const GENRE_TERM = /^(?:fable|folktale|folk tale|myth|fairy tale|tall tale)s?$/i;
const GENRE_GOAL = /\ba (?:fable|folktale|myth)(?: or (?:a )?(?:fable|folktale|myth))?\b/;

export function anyStory(explanation: string, text: string): string {
  const genre = /^(?:Fables and folktales|Fables|Folktales|Myths|Fairy tales|Tall tales) are [^.]*\.\s*/;
  if (!genre.test(explanation) || /\b(?:fable|folktale|folk tale|myth|fairy tale|tall tale)s?\b/i.test(text))
    return explanation;
  return explanation
    .replace(genre, "")
    .replace(/^To (retell|recount|tell) one\b/, "To $1 a story")
    .replace(/\bMost of these stories\b/, "Many stories");
}
