import * as z from "zod/mini";

/** The grades Nova Writer writes for, in order: kindergarten and grades 1–5 (CCSS ELA K–5). */
export const GRADES = ["K", "1", "2", "3", "4", "5"] as const;
export const gradeSchema = z.enum(GRADES, { message: 'Grade must be one of "K", "1", "2", "3", "4" or "5".' });
export type Grade = z.infer<typeof gradeSchema>;

/** "K" → "Kindergarten", "2" → "Grade 2": how a grade is named on screen. */
export const gradeLabel = (grade: Grade): string => (grade === "K" ? "Kindergarten" : `Grade ${grade}`);
