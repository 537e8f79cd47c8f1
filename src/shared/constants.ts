/** Business constants: docs/product/rules.md#limits (and docs/product/screens.md where noted). */
export const PRODUCT_NAME = "Nova Writer";
export const PASSWORD_MIN_LENGTH = 6;
export const VERIFICATION_CODE_LENGTH = 6;
export const CURRENT_USER_STALE_MS = 5 * 60 * 1000;
export const LOGIN_REDIRECT_DELAY_MS = 100;

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;

export const WIZARD_STEPS = 5;
export const WIZARD_STORAGE_KEY = "nova-writer-state";
export const TEMP_SCRIPT_STORAGE_KEY = "tempScript";

export const HOME_RECENT_SCRIPTS = 3;
export const HOME_CHARACTER_BADGES = 2;
export const CONCEPT_SUGGESTIONS = 3;
export const CONTEXT_SEARCH_MAX = 5;
export const STANDARDS_CARD_CODES = 3;
export const SAVED_LIST_STANDARDS = 5;
export const SAVED_LIST_PREVIEW_CHARS = 300;
export const SCRIPT_WARN_CHARS = 50_000;
export const COPIED_RESET_MS = 2000;
export const CATCHPHRASE_PLACEHOLDER = "??";
export const CHARACTER_FIELD_MAX = 255;

export const TALKING_POINTS_MAX = 4;
export const TALKING_POINT_MIN_CHARS = 20;
export const TALKING_POINT_CUT_CHARS = 50;
export const DEFAULT_TALKING_POINTS = [
  "Introduction to the topic",
  "Key concepts and explanations",
  "Real-world applications",
  "Summary and conclusion",
] as const;

export const FALLBACK_CONCEPTS = [
  {
    title: "Interactive Learning Journey",
    description: "Take viewers on a guided adventure where each stop practices one of the selected standards.",
  },
  {
    title: "Real-world Application",
    description: "Show how the skill is used in everyday life, with familiar situations students can try at home.",
  },
  {
    title: "Creative Exploration",
    description: "Invite viewers to play, imagine and create while the presenters model the skill step by step.",
  },
] as const;

export const TOPIC_USAGE_WINDOWS_DAYS = { lastWeek: 7, lastMonth: 30, lastYear: 365 } as const;

/**
 * Upload limits (bytes). PDF: ADR 0006; photo: the characters form's hint 'PNG, JPG, GIF up to 10MB', enforced on the
 * server.
 */
export const PDF_MAX_BYTES = 20 * 1024 * 1024;
export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;

/** The largest value of a PostgreSQL `integer` column (ids, versions): larger numbers are refused with 400. */
export const PG_INT_MAX = 2_147_483_647;
