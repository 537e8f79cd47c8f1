import { timestamp } from "drizzle-orm/pg-core";

/** createdAt / updatedAt columns shared by the product's tables (timestamptz, set by the database). */
export const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};
