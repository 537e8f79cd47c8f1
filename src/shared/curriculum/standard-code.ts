/**
 * The one pattern of a CCSS ELA standard code (docs/product/rules.md): strand, grade, standard number and an
 * optional sub-letter, e.g. "RL.3.2", "RF.K.2.a", "L.4.4.b". Every regex that reads or checks a code is built
 * from these pieces, so the strands and grades are written once (the script parser, the teaching cards, the
 * catalogue's code search).
 */

/** The strands of CCSS ELA: Reading Literature, Reading Informational, Reading Foundational, Writing, Speaking and Listening, Language. */
export const CCSS_STRANDS = ["RL", "RI", "RF", "W", "SL", "L"] as const;

/** Regex source for one strand (non-capturing). */
export const STRAND_SOURCE = `(?:${CCSS_STRANDS.join("|")})`;

/** Regex source for a grade the app teaches, K–5 (non-capturing). */
export const K5_GRADE_SOURCE = "(?:K|[1-5])";

/** A whole K–5 standard code and nothing else: "RL.3.2", "RF.K.2.a". */
export const STANDARD_CODE_RE = new RegExp(`^${STRAND_SOURCE}\\.${K5_GRADE_SOURCE}\\.\\d+(?:\\.[a-z])?$`);
