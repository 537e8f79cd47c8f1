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

/** Spec §9 download names: topic lowercased, whitespace runs → hyphens, plus the suffix ('-outline.txt' or '-script.txt'). */
export function topicFileName(topic: string, suffix: "-outline.txt" | "-script.txt"): string {
  return `${topic.trim().toLowerCase().replace(/\s+/g, "-")}${suffix}`;
}
