/** YAML front matter: `---` lines around it at the very top of the card. */
const FRONT_MATTER = /^\uFEFF?---[ \t]*\r?\n(?:[\s\S]*?\r?\n)?---[ \t]*(?:\r?\n|$)/;

/**
 * A card as people read it: without its front matter (licence, tags and the like, metadata the page shows already),
 * and without blank lines around it. A card cut off inside its front matter keeps it: there is nothing else to show.
 */
export function cardBody(card: string): string {
  return card.replace(FRONT_MATTER, '').trim();
}
