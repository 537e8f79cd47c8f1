/** Spec §9 library download name: topic lowercased, spaces (whitespace runs) → hyphens, plus '-script.txt'. */
export function scriptFileName(topic: string): string {
  return `${topic.trim().toLowerCase().replace(/\s+/g, "-")}-script.txt`;
}

/** "1 character" / "2 characters" (spec §2 Home rows 'N character(s)'). */
export function characterCountLabel(count: number): string {
  return `${count} ${count === 1 ? "character" : "characters"}`;
}

/** Saves `text` as a plain-text file named `fileName` through a temporary object URL. */
export function downloadTextFile(text: string, fileName: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "text/plain" }));
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
