import * as z from "zod/mini";

/** A time as the API sends it: ISO 8601 in UTC with milliseconds (`Date#toISOString`). */
export const isoTimeSchema = z.iso.datetime();
