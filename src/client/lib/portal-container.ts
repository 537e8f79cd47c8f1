/**
 * Where floating content (hover cards, tooltips, menus) is portaled: inside the page's `<main>` landmark
 * when there is one, so screen-reader users meet it inside a landmark (axe "region"), else the body.
 */
export function portalContainer(): HTMLElement | undefined {
  if (typeof document === "undefined") return undefined;
  return document.getElementById("main") ?? undefined;
}

/** The header's menus are portaled inside the header (the banner landmark, axe "region"), else the body. */
export function headerPortalContainer(): HTMLElement | undefined {
  if (typeof document === "undefined") return undefined;
  return document.querySelector<HTMLElement>("header") ?? undefined;
}
