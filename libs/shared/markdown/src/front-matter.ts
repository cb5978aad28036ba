import { parse } from 'yaml';

/** YAML front matter: `---` lines around it at the very top of a card. */
const FRONT_MATTER = /^\uFEFF?---[ \t]*\r?\n([\s\S]*?\r?\n)?---[ \t]*(?:\r?\n|$)/;

/** A fact of a card's front matter, as a reader sees it: `license: apache-2.0`, `tags: text, poetry`. */
export interface CardFact {
  name: string;
  value: string;
}

export interface SplitCard {
  facts: CardFact[];
  /** The card without its front matter, trimmed. */
  body: string;
}

const MAX_FACT_LENGTH = 200;

/** A value worth a line: text, a number, a yes/no, or a list of those; nested records (evaluation results) are not. */
function factValue(value: unknown): string | undefined {
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value) && value.length > 0 && value.every((item) => ['string', 'number', 'boolean'].includes(typeof item))) {
    return value.join(', ');
  }
  return undefined;
}

/**
 * A card (a README with YAML front matter, as the Hugging Face hub writes them) split into the facts of its front
 * matter and the Markdown to read. Front matter that is not YAML, or not a record, stays out of both: it is metadata,
 * never text to show raw. A card cut off inside its front matter has no body.
 */
export function splitCard(card: string): SplitCard {
  const found = FRONT_MATTER.exec(card);
  if (!found) {
    const unclosed = /^\uFEFF?---[ \t]*\r?\n/.test(card);
    return { facts: [], body: unclosed ? '' : card.trim() };
  }
  const body = card.slice(found[0].length).trim();
  let data: unknown;
  try {
    data = parse(found[1] ?? '', { maxAliasCount: 10 });
  } catch {
    return { facts: [], body };
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return { facts: [], body };
  const facts = Object.entries(data).flatMap(([name, value]): CardFact[] => {
    const text = factValue(value);
    if (text === undefined || text === '') return [];
    return [{ name, value: text.length > MAX_FACT_LENGTH ? `${text.slice(0, MAX_FACT_LENGTH - 1)}…` : text }];
  });
  return { facts, body };
}
