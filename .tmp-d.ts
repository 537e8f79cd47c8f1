import { readConsiderations } from "./src/shared/script/considerations";
for (const t of ["Add captions for deaf students.", "Avoid sports examples and include key words.", "No pets, and add a movement break.", "Avoid food and use a Spanish greeting.", "Keep it under 3 minutes and avoid dogs."]) console.log(t, JSON.stringify(readConsiderations(t), (k, v) => v instanceof RegExp ? String(v) : v));
