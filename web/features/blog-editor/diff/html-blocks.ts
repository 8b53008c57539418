/**
 * A post's HTML as a list of top-level blocks in plain text, the unit the side-by-side view compares.
 * Plain text, never HTML: a diff of markup would show tags to the writer and could render half an element.
 * A string scanner (not DOMParser) so the server render and the browser agree.
 */

const BLOCK_LABELS: Record<string, string> = {
  h1: 'Heading',
  h2: 'Heading',
  h3: 'Heading',
  h4: 'Heading',
  h5: 'Heading',
  h6: 'Heading',
  ul: 'List',
  ol: 'List',
  blockquote: 'Quote',
  pre: 'Code',
  table: 'Table',
  figure: 'Figure',
  hr: 'Rule',
  img: 'Image',
};

const VOID_TAGS = new Set(['br', 'hr', 'img', 'input', 'meta', 'link', 'source', 'wbr', 'col']);

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

const decodeEntities = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
    return ENTITIES[name.toLowerCase()] ?? whole;
  });

const attribute = (tag: string, name: string) => {
  const found = new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)')`, 'i').exec(tag);
  return found ? decodeEntities(found[2] ?? found[3] ?? '') : '';
};

/** The visible text of one block: line breaks for rows and list items, images as "[image: alt]". */
export function blockText(html: string): string {
  const text = html
    .replace(/<img\b[^>]*>/gi, (tag) => `[image: ${attribute(tag, 'alt') || attribute(tag, 'src') || 'no description'}]`)
    .replace(/<hr\b[^>]*>/gi, '———')
    .replace(/<br\b[^>]*>/gi, '\n')
    .replace(/<\/(li|tr|p|h[1-6]|div|pre|blockquote|figcaption)>/gi, '\n')
    .replace(/<\/t[dh]>/gi, '\t')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text)
    .split('\n')
    .map((line) => line.replace(/[ \t]+$/g, '').replace(/^[ ]+/g, ''))
    .filter((line) => line !== '')
    .join('\n');
}

export type Block = { kind: string; text: string };

/** Splits HTML into its top-level elements (loose text between them is a block of its own). */
export function splitBlocks(html: string): Block[] {
  const blocks: Block[] = [];
  const tagPattern = /<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^>]*?(\/?)>/g;
  let depth = 0;
  let start = 0;
  let openTag = '';
  const push = (fragment: string, tag: string) => {
    const text = blockText(fragment);
    if (text !== '') blocks.push({ kind: BLOCK_LABELS[tag] ?? 'Paragraph', text });
  };
  for (let match = tagPattern.exec(html); match; match = tagPattern.exec(html)) {
    const [whole, closing, rawName, selfClosing] = match;
    const name = rawName!.toLowerCase();
    const isVoid = VOID_TAGS.has(name) || selfClosing === '/';
    if (depth === 0) {
      if (closing) continue; // a stray closing tag at the top level
      push(html.slice(start, match.index), 'p');
      if (isVoid) {
        push(whole, name);
        start = match.index + whole.length;
        continue;
      }
      openTag = name;
      start = match.index;
      depth = 1;
      continue;
    }
    if (isVoid) continue;
    depth += closing ? -1 : 1;
    if (depth === 0) {
      push(html.slice(start, match.index + whole.length), openTag);
      start = match.index + whole.length;
    }
  }
  push(html.slice(start), depth > 0 ? openTag : 'p');
  return blocks;
}
