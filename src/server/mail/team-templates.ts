import { PRODUCT_NAME } from "@shared/constants";
import type { MailMessage } from "./mailer";

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

/**
 * A team-workflow notice (docs/product/team-workflow.md "Notifications"): what happened on one script since the
 * last mail about it, oldest first (one line per event), and the link that opens it.
 */
export function scriptEventsMessage(input: { to: string; title: string; events: string[]; url: string }): MailMessage {
  const { to, title, events, url } = input;
  const subject =
    events.length === 1
      ? `${title}: ${firstLine(events[0]!)}`
      : `${title}: ${events.length} updates in ${PRODUCT_NAME}`;
  const text = [
    `"${title}" in ${PRODUCT_NAME}:`,
    "",
    ...events.map((e) => `- ${e}`),
    "",
    `Open the script: ${url}`,
  ].join("\n");
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1f2937">
<h1 style="font-size:20px">${escapeHtml(title)}</h1>
<ul>${events.map((e) => `<li>${escapeHtml(e)}</li>`).join("")}</ul>
<p><a href="${escapeHtml(url)}" style="display:inline-block;background:#4f46e5;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">Open the script</a></p>
</body></html>`;
  return { to, subject: subject.slice(0, 200), text, html };
}

const firstLine = (event: string) => event.split("\n")[0]!.slice(0, 120);
