import { useEffect, useState } from "react";

/** How long search boxes wait after the last keystroke before asking the server (ms). */
export const SEARCH_DEBOUNCE_MS = 250;

/** `value`, but only once it has stopped changing for `delayMs` milliseconds. */
export function useDebouncedValue<T>(value: T, delayMs = SEARCH_DEBOUNCE_MS): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
