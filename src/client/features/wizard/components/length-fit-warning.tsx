import { useMemo } from "react";
import { useShallow } from "zustand/react/shallow";
import { defaultTargetMinutes } from "@shared/schemas/script-length";
import { readConsiderations } from "@shared/script/considerations";
import { lengthFit } from "@shared/script/length-fit";
import { useTopicText } from "@client/api/topic-texts";
import { Button } from "@client/components/ui/button";
import { guardScriptDrop } from "../stores/script-drop-guard";
import { useWizardStore } from "../stores/wizard-store";

const minutesText = (m: number) => `${m} ${m === 1 ? "minute" : "minutes"}`;
const listText = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;

/**
 * Says before generation when the chosen standards do not fit the target length
 * (docs/decisions/0063-standards-fit-the-length.md): when even the primary standard alone needs a longer video
 * ("RL.3.2 needs about 4 minutes: 2 minutes is too short to teach it."), which standard the script would not teach,
 * a button for the shortest length that teaches them all, and one to remove each standard left out. The estimate is
 * the one the offline engine and the model prompt follow, so the script then does what this says. A length capped by the
 * content considerations ("under 2 minutes") counts as the target, as it does for the engines.
 *
 * Always rendered as an empty status region, so the warning is announced when a change brings it.
 */
export function LengthFitWarning({ onStep2 = false }: { onStep2?: boolean }) {
  const { grade, targetMinutes, standards, considerations, topic, attachmentUrl } = useWizardStore(
    useShallow((s) => ({
      grade: s.grade,
      targetMinutes: s.targetMinutes,
      standards: s.standards,
      considerations: s.contentConsiderations,
      topic: s.topic,
      attachmentUrl: s.attachmentUrl,
    })),
  );
  // A lesson taught from our own text about the topic's subject needs the length the engine measured with that text
  // (ADR 0090): the same query as the text's card, so it is asked once.
  const primary = standards[0]?.code ?? null;
  const ownText = useTopicText(!attachmentUrl && primary !== null, topic, grade, primary, considerations).data;
  const setTargetMinutes = useWizardStore((s) => s.setTargetMinutes);
  const toggleStandard = useWizardStore((s) => s.toggleStandard);
  const chosen = targetMinutes ?? defaultTargetMinutes(grade);
  const cap = useMemo(() => readConsiderations(considerations).maxMinutes, [considerations]);
  const capped = cap !== null && cap < chosen;
  const minutes = capped ? cap : chosen;
  const fit = lengthFit({
    grade,
    targetMinutes: minutes,
    standards: standards.map((s) => s.code),
    primaryMinutes: !attachmentUrl && ownText?.subject ? ownText.minutes : null,
  });
  const considered = fit.taught.length + fit.notTaught.length;
  const useMinutes = fit.minutesToTeachAll;
  const them = fit.notTaught.length === 1 ? { what: fit.notTaught[0]!, it: "it" } : { what: "standards", it: "them" };
  // Step 2 names a primary that needs a longer video only once the length is known (chosen in step 4, or set by
  // the content considerations): before that, step 4's picker starts at the grade's default.
  const tooShort = fit.primaryTooShort && (!onStep2 || targetMinutes !== null || capped);
  const taughtFirst = fit.taught[0]!;

  return (
    <div role="status" className="empty:hidden">
      {tooShort || fit.notTaught.length > 0 ? (
        <div className="space-y-2 rounded-md border border-amber-500/50 bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100">
          {tooShort ? (
            <p>
              <strong>
                {taughtFirst} needs about {minutesText(fit.primaryMinutes!)}:
              </strong>{" "}
              {minutesText(minutes)} is too short to teach it.
              {fit.notTaught.length > 0 ? ` ${listText(fit.notTaught)} would not be taught either.` : ""}
            </p>
          ) : (
            <p>
              <strong>
                {considered} standards don&rsquo;t fit in {minutesText(minutes)}:
              </strong>{" "}
              {listText(fit.notTaught)} would not be taught.
            </p>
          )}
          <p>
            {tooShort && fit.notTaught.length === 0
              ? capped
                ? `Your content considerations keep the video to ${minutesText(minutes)}: allow a longer video there, or choose another standard for a shorter video.`
                : `${useMinutes !== null ? `A ${useMinutes}-minute video teaches it` : "A longer video teaches it"}; or choose another standard for a shorter video.${onStep2 ? " The video length is chosen in step 4." : ""}`
              : capped
                ? `Your content considerations keep the video to ${minutesText(minutes)}: allow a longer video there, or remove ${them.what} and make another video for ${them.it}.`
                : `${useMinutes !== null ? `A ${useMinutes}-minute video teaches all ${considered}; or ` : "Or "}remove ${them.what} and make another video for ${them.it}.${onStep2 ? " The video length is chosen in step 4." : ""}`}
          </p>
          <div className="flex flex-wrap gap-2">
            {!capped && useMinutes !== null ? (
              <Button type="button" size="sm" onClick={() => guardScriptDrop(() => setTargetMinutes(useMinutes))}>
                Use {minutesText(useMinutes)}
              </Button>
            ) : null}
            {fit.notTaught.map((code) => {
              const standard = standards.find((s) => s.code === code)!;
              return (
                <Button
                  key={code}
                  type="button"
                  size="sm"
                  variant="outline"
                  onClick={() => guardScriptDrop(() => toggleStandard(standard))}
                >
                  Remove {code}
                </Button>
              );
            })}
          </div>
        </div>
      ) : null}
    </div>
  );
}
