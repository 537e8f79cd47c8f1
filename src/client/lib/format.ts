/**
 * Date formatting (spec §2 Home: "en-US short month, numeric day, 2-digit hour and minute"), e.g. "Mar 5, 02:07 PM".
 * Accepts an ISO string, epoch ms or Date; an unparseable value gives "".
 */
// Made on first use: the first Intl formatter loads the browser's locale data, about 20 ms on a phone, which
// need not be spent while the app starts (issue 12).
let dateTimeFormat: Intl.DateTimeFormat | undefined;
let dateFormat: Intl.DateTimeFormat | undefined;

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "Mar 5, 02:07 PM" (spec §2 Home rows). */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  if (!date) return "";
  dateTimeFormat ??= new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", hour: "2-digit", minute: "2-digit" });
  // Newer ICU puts a narrow no-break space before AM/PM; keep a plain space for stable text.
  return dateTimeFormat.format(date).replace(/\u202f/g, " ");
}

/** "Mar 5, 2025": a calendar date for lists and details. */
export function formatDate(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  if (!date) return "";
  dateFormat ??= new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric" });
  return dateFormat.format(date);
}
