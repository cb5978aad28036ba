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
/** A key at the start of a line: `license:`, `pipeline_tag: text-generation`. */
const KEY_LINE = /^([A-Za-z0-9_][\w.-]*)[ \t]*:(?:[ \t]+(.*))?$/;
const ITEM_LINE = /^[ \t]*-[ \t]+(.*)$/;

/** A scalar as written: quotes taken off, an anchor (`&name`) and a trailing comment dropped. */
function scalar(raw: string): string {
  const text = raw.replace(/^&\S+[ \t]+/, '').trim();
  const quoted = /^(["'])(.*?)\1(?:[ \t]+#.*)?$/.exec(text);
  if (quoted) return quoted[2] ?? '';
  return text.replace(/[ \t]+#.*$/, '').trim();
}

/** A value worth a line: text, or a flow list of text (`[en, fr]`); a flow map or a block scalar is not. */
function inlineValue(raw: string): string | undefined {
  const text = scalar(raw);
  if (text === '' || /^[{|>]/.test(text)) return undefined;
  const list = /^\[(.*)\]$/.exec(text);
  if (list) {
    const items = (list[1] ?? '')
      .split(',')
      .map(scalar)
      .filter((item) => item !== '');
    return items.length > 0 ? items.join(', ') : undefined;
  }
  return text;
}

/**
 * The facts of front matter, read as the hub's cards write it: `key: value`, `key: [a, b]`, and `key:` over a list of
 * `- item` lines. Nested records (evaluation results, dataset configs) are not facts a reader scans, so they are
 * skipped, and nothing is expanded: anchors and aliases stay as written, so no card can make the reader do more work
 * than its length.
 */
function readFacts(frontMatter: string): CardFact[] {
  const lines = frontMatter.split(/\r?\n/);
  const facts: CardFact[] = [];
  for (let index = 0; index < lines.length; index++) {
    const key = KEY_LINE.exec(lines[index] ?? '');
    if (!key) continue;
    const [, name = '', rest = ''] = key;
    let value = inlineValue(rest);
    if (rest.trim() === '') {
      const items: string[] = [];
      let nested = false;
      for (let next = index + 1; next < lines.length && /^([ \t]|-)/.test(lines[next] ?? ''); next++) {
        const item = ITEM_LINE.exec(lines[next] ?? '');
        if (item && !KEY_LINE.test((item[1] ?? '').trim())) items.push(scalar(item[1] ?? ''));
        else if ((lines[next] ?? '').trim() !== '') nested = true;
      }
      value = !nested && items.length > 0 ? items.filter((item) => item !== '').join(', ') : undefined;
    }
    if (value) facts.push({ name, value: value.length > MAX_FACT_LENGTH ? `${value.slice(0, MAX_FACT_LENGTH - 1)}…` : value });
  }
  return facts;
}

/**
 * A card (a README with YAML front matter, as the Hugging Face hub writes them) split into the facts of its front
 * matter and the Markdown to read. The front matter is metadata, never text to show raw; a card cut off inside its
 * front matter has no body.
 */
export function splitCard(card: string): SplitCard {
  const found = FRONT_MATTER.exec(card);
  if (!found) {
    const unclosed = /^\uFEFF?---[ \t]*\r?\n/.test(card);
    return { facts: [], body: unclosed ? '' : card.trim() };
  }
  return { facts: readFacts(found[1] ?? ''), body: card.slice(found[0].length).trim() };
}
