import { chooseExcerpt, shownText, storyPartsNote } from "./src/server/ai/offline/excerpt";
const NIA = process.argv[2]!;
