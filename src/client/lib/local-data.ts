/**
 * What the app keeps in this browser for the signed-in person, and its owner (docs/product/security.md, "Shared
 * computer"). Classroom and office computers are shared: the wizard's state (`nova-writer-state`), the editor's
 * unsaved drafts (`nova-writer-draft:*`), the wizard's hand-over to the editor (`tempScript`, sessionStorage) and
 * the display preferences (`nova-*`) belong to the person who wrote them. Logout clears them all, and so does a
 * different user arriving: the id of the user who wrote them is kept under {@link OWNER_KEY}, and a `/me` answer
 * with another id clears them before any screen reads them. After a logout the owner is "signed out": screens
 * still closing (the editor keeps a draft when it is left for /login) write nothing, and whatever does get
 * written is cleared when someone next signs in.
 */
import { TEMP_SCRIPT_STORAGE_KEY } from "@shared/constants";

/** localStorage key holding the id of the user who wrote the stored state. */
export const OWNER_KEY = "nova-writer-owner";

/** The owner recorded by a logout: no one may store anything until the next user is known. */
const SIGNED_OUT = "signed-out";

/** Every localStorage key the app writes starts with this (wizard state, drafts, preferences, the owner). */
const APP_KEY_PREFIX = "nova-";

/** In-memory copies of the stored state (the wizard store) register here to start over when it is cleared. */
const resetters = new Set<() => void>();

/** `reset` runs whenever the stored state is cleared; returns the unregister function. */
export function onLocalDataCleared(reset: () => void): () => void {
  resetters.add(reset);
  return () => resetters.delete(reset);
}

function keysOf(storage: Storage): string[] {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key !== null) keys.push(key);
  }
  return keys;
}

/**
 * Removes everything the app stored in this browser (both storages), then lets the in-memory copies start over.
 * Storage that is blocked is skipped: there is then nothing stored to leak.
 */
export function clearLocalData(): void {
  try {
    for (const key of keysOf(localStorage)) if (key.startsWith(APP_KEY_PREFIX)) localStorage.removeItem(key);
  } catch {
    // storage disabled
  }
  try {
    sessionStorage.removeItem(TEMP_SCRIPT_STORAGE_KEY);
    for (const key of keysOf(sessionStorage)) if (key.startsWith(APP_KEY_PREFIX)) sessionStorage.removeItem(key);
  } catch {
    // storage disabled
  }
  for (const reset of resetters) reset();
  // The in-memory copies may have written their empty state back: it belongs to no one yet.
  try {
    localStorage.removeItem(OWNER_KEY);
  } catch {
    // storage disabled
  }
}

/** Logout: everything stored is cleared, and nothing is stored again until a user is known ({@link claimLocalData}). */
export function clearLocalDataOnLogout(): void {
  clearLocalData();
  try {
    localStorage.setItem(OWNER_KEY, SIGNED_OUT);
  } catch {
    // storage disabled: there is nothing stored
  }
}

/** Whether the app may store the signed-in person's work in this browser (false between a logout and a sign-in). */
export function mayStoreLocally(): boolean {
  try {
    return localStorage.getItem(OWNER_KEY) !== SIGNED_OUT;
  } catch {
    return false;
  }
}

/**
 * localStorage for a persisted store: reads as usual; writes nothing between a logout and the next sign-in
 * ({@link mayStoreLocally}).
 */
export const ownedLocalStorage = {
  getItem: (key: string): string | null => localStorage.getItem(key),
  setItem: (key: string, value: string): void => {
    if (mayStoreLocally()) localStorage.setItem(key, value);
  },
  removeItem: (key: string): void => localStorage.removeItem(key),
};

/**
 * The signed-in user is `userId`: what another user stored is cleared, and the stored state is marked as this
 * user's. State stored without an owner (written before owners were recorded) is adopted; state left after a
 * logout is cleared. Returns whether anything was cleared.
 */
export function claimLocalData(userId: number): boolean {
  let owner: string | null;
  try {
    owner = localStorage.getItem(OWNER_KEY);
  } catch {
    return false;
  }
  const mine = String(userId);
  if (owner === mine) return false;
  const isOthers = owner !== null;
  if (isOthers) clearLocalData();
  try {
    localStorage.setItem(OWNER_KEY, mine);
  } catch {
    // storage full or disabled: the next answer checks again
  }
  return isOthers;
}
