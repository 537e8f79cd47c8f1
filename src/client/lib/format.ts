/**
 * Date formatting (docs/product/screens.md#home-dashboard: "en-US short month, numeric day, 2-digit hour and minute"), e.g. "Mar 5, 02:07 PM",
 * in the browser's time zone. Accepts an ISO string, epoch ms or Date; an unparseable value gives "".
 *
 * Written out rather than through Intl.DateTimeFormat: the format is fixed (en-US whatever the browser's
 * language), and the first Intl formatter loads the browser's locale data, about 12 ms on a phone while the
 * dashboard first draws (ADR 0023). `format.test.ts` compares the output with Intl's for every month and hour.
 */
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;
const twoDigits = (n: number) => String(n).padStart(2, "0");

function toDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** "Mar 5, 02:07 PM" (docs/product/screens.md#home-dashboard). */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  if (!date) return "";
  const hours = date.getHours();
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${MONTHS[date.getMonth()]} ${date.getDate()}, ${twoDigits(hour12)}:${twoDigits(date.getMinutes())} ${hours < 12 ? "AM" : "PM"}`;
}

/** "Mar 5, 2025": a calendar date for lists and details. */
export function formatDate(value: string | number | Date | null | undefined): string {
  const date = toDate(value);
  return date ? `${MONTHS[date.getMonth()]} ${date.getDate()}, ${date.getFullYear()}` : "";
}
