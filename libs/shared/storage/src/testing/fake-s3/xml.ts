/** S3's XML namespace, which SDKs accept on every reply's root element. */
const S3_NAMESPACE = 'http://s3.amazonaws.com/doc/2006-03-01/';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

function unescapeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number.parseInt(name.slice(1), 10));
    return NAMED_ENTITIES[name] ?? entity;
  });
}

/** `<name>text</name>`, or nothing for an absent value, so optional elements can be listed inline. */
export function element(name: string, value: string | number | boolean | undefined): string {
  return value === undefined ? '' : `<${name}>${escapeXml(String(value))}</${name}>`;
}

/** A reply document: the declaration, then the root element in S3's namespace around already-built children. */
export function xmlDocument(root: string, children: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<${root} xmlns="${S3_NAMESPACE}">${children}</${root}>`;
}

/** S3's error body; `<Error>` has no namespace on S3 itself. */
export function errorDocument(code: string, message: string, details: Record<string, string | number> = {}): string {
  const extra = Object.entries(details)
    .map(([name, value]) => element(name, value))
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Error>${element('Code', code)}${element('Message', message)}${extra}</Error>`;
}

/**
 * The inner text (or markup) of every `<tag>` in a request body. The bodies this fake reads (CompleteMultipartUpload, Delete) are
 * flat lists of simple elements, which a pattern reads exactly; a CDATA section or a comment inside them would not be understood.
 */
export function elementsNamed(xml: string, tag: string): string[] {
  const pattern = new RegExp(`<${tag}(?:\\s[^>]*)?>([\\s\\S]*?)</${tag}>`, 'g');
  return [...xml.matchAll(pattern)].map((match) => match[1] ?? '');
}

/** The text of the first `<tag>` in `xml`, entities decoded. */
export function textOf(xml: string, tag: string): string | undefined {
  const [inner] = elementsNamed(xml, tag);
  return inner === undefined ? undefined : unescapeXml(inner);
}
