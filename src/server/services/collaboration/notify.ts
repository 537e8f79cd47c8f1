import { and, eq, isNotNull, lte } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "../../db/client";
import { appUsers } from "../../db/schema/auth";
import { scriptMailFolds } from "../../db/schema/collaboration";
import { scripts } from "../../db/schema/content";
import type { Mailer } from "../../mail/mailer";
import { scriptEventsMessage } from "../../mail/team-templates";

/** At most one mail per recipient per script in this window (ms); later events wait and are folded into one. */
export const MAIL_FOLD_MS = 10 * 60 * 1000;
/** How often each instance looks for folded events whose window is over (ms). */
export const MAIL_FOLD_FLUSH_MS = 30 * 1000;

/** What a service needs to notify people by e-mail (docs/product/team-workflow.md "Notifications"). */
export interface Notifier {
  db: Db;
  mailer: Mailer;
  /** The app's public address, for the link to the script. */
  appUrl: string;
  logger: Logger;
  /** The current time (tests move it on); default the clock. */
  now?: () => Date;
}

async function sendFolded(notifier: Notifier, userId: number, scriptId: number, events: string[]): Promise<void> {
  const [row] = await notifier.db
    .select({ email: appUsers.email, concept: scripts.concept, topic: scripts.topic })
    .from(appUsers)
    .innerJoin(scripts, eq(scripts.id, scriptId))
    .where(eq(appUsers.id, userId));
  if (!row) return;
  const title = row.concept || row.topic || "Untitled Script";
  try {
    await notifier.mailer.send(
      scriptEventsMessage({ to: row.email, title, events, url: `${notifier.appUrl}/script-editor/${scriptId}` }),
    );
  } catch (err) {
    notifier.logger.warn({ err, userId, scriptId }, "team mail failed");
  }
}

/**
 * Tells each of `recipientIds` (app user ids; the actor must already be left out) about `event` on script
 * `scriptId`: by mail at once when they had none about this script in the last 10 minutes, else the event waits
 * in the database and goes, with any others, in one mail when the window is over (`flushFoldedMail`, on whichever
 * instance gets there first). The per-row lock makes two instances agree.
 */
export async function notifyScriptEvent(
  notifier: Notifier,
  scriptId: number,
  recipientIds: readonly number[],
  event: string,
): Promise<void> {
  const now = notifier.now?.() ?? new Date();
  const due: { userId: number; events: string[] }[] = [];
  for (const userId of new Set(recipientIds)) {
    await notifier.db.transaction(async (tx) => {
      await tx
        .insert(scriptMailFolds)
        .values({ userId, scriptId, lastSentAt: new Date(0), pending: [] })
        .onConflictDoNothing();
      const [fold] = await tx
        .select()
        .from(scriptMailFolds)
        .where(and(eq(scriptMailFolds.userId, userId), eq(scriptMailFolds.scriptId, scriptId)))
        .for("update");
      if (!fold) return;
      const where = and(eq(scriptMailFolds.userId, userId), eq(scriptMailFolds.scriptId, scriptId));
      if (now.getTime() - fold.lastSentAt.getTime() >= MAIL_FOLD_MS) {
        await tx.update(scriptMailFolds).set({ lastSentAt: now, pending: [], pendingSince: null }).where(where);
        due.push({ userId, events: [...fold.pending, event] });
      } else {
        await tx
          .update(scriptMailFolds)
          .set({ pending: [...fold.pending, event], pendingSince: fold.pendingSince ?? now })
          .where(where);
      }
    });
  }
  for (const d of due) await sendFolded(notifier, d.userId, scriptId, d.events);
}

/**
 * Sends the folded events whose 10 minutes are over, one mail per recipient and script; returns how many went.
 * Rows are claimed under a lock that other instances skip (SKIP LOCKED), so nobody sends the same events twice.
 */
export async function flushFoldedMail(notifier: Notifier): Promise<number> {
  const now = notifier.now?.() ?? new Date();
  const cutoff = new Date(now.getTime() - MAIL_FOLD_MS);
  const claimed = await notifier.db.transaction(async (tx) => {
    const ready = await tx
      .select({ userId: scriptMailFolds.userId, scriptId: scriptMailFolds.scriptId, pending: scriptMailFolds.pending })
      .from(scriptMailFolds)
      .where(and(isNotNull(scriptMailFolds.pendingSince), lte(scriptMailFolds.lastSentAt, cutoff)))
      .limit(100)
      .for("update", { skipLocked: true });
    for (const { userId, scriptId } of ready) {
      await tx
        .update(scriptMailFolds)
        .set({ lastSentAt: now, pending: [], pendingSince: null })
        .where(and(eq(scriptMailFolds.userId, userId), eq(scriptMailFolds.scriptId, scriptId)));
    }
    return ready;
  });
  for (const { userId, scriptId, pending } of claimed) await sendFolded(notifier, userId, scriptId, pending);
  return claimed.length;
}

/** Runs `flushFoldedMail` every 30 s on this instance; the timer never keeps the process alive. */
export function startMailFolding(notifier: Notifier): { stop(): void } {
  const timer = setInterval(() => {
    flushFoldedMail(notifier).catch((err: unknown) => notifier.logger.warn({ err }, "folded mail failed"));
  }, MAIL_FOLD_FLUSH_MS);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
