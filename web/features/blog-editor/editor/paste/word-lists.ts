/**
 * Word's clipboard HTML has no lists: each item is a `<p class=MsoListParagraphCxSp…>` whose style
 * says `mso-list:l0 level2 lfo1`, with the bullet or number as text inside `<![if !supportLists]>`
 * (tiptap#1526, #3756; Tiptap's own office paste is a paid extension). This rebuilds nested
 * `<ul>`/`<ol>` from those paragraphs, in the browser's DOM, before ProseMirror parses the paste.
 */
const LEVEL = /mso-list:\s*l(\d+)\s+level(\d+)/i;

function listLevel(p: Element): { list: string; level: number } | null {
  const match = LEVEL.exec(p.getAttribute('style') ?? '');
  if (!match && !/^MsoListParagraph/i.test(p.getAttribute('class') ?? '')) return null;
  return { list: match?.[1] ?? '0', level: match ? Number(match[2]) : 1 };
}

/** The marker text Word prints before the item ("1.", "a)", "·", "o", "§"). */
function markerOf(p: Element): string {
  const marker = p.querySelector('span[style*="mso-list:Ignore" i], span[style*="mso-list: Ignore" i]');
  return (marker?.textContent ?? '').replace(/\u00a0/g, ' ').trim();
}

function removeMarker(p: Element) {
  p.querySelectorAll('span[style*="mso-list:Ignore" i], span[style*="mso-list: Ignore" i]').forEach((s) => s.remove());
}

const isOrderedMarker = (marker: string) => /^(\d+|[a-z]{1,3}|[ivxlc]+)[.)]$/i.test(marker);

/** Rebuilds lists in a parsed document (mutates it). */
export function rebuildWordLists(doc: Document) {
  const paragraphs = [...doc.body.querySelectorAll('p')].filter((p) => listLevel(p));
  let stack: { level: number; list: HTMLElement }[] = [];
  let previous: Element | null = null;
  for (const p of paragraphs) {
    const { level } = listLevel(p)!;
    const ordered = isOrderedMarker(markerOf(p));
    removeMarker(p);
    // A run of list paragraphs is consecutive siblings; anything in between starts a new list.
    if (previous === null || p.previousElementSibling !== previous) stack = [];
    const li = doc.createElement('li');
    const text = doc.createElement('p');
    text.innerHTML = p.innerHTML.replace(/^(\s|&nbsp;)+/, '');
    li.append(text);
    while (stack.length && stack[stack.length - 1]!.level > level) stack.pop();
    const top = stack[stack.length - 1];
    if (top && top.level === level) {
      top.list.append(li);
    } else {
      const list = doc.createElement(ordered ? 'ol' : 'ul');
      list.append(li);
      if (top) (top.list.lastElementChild ?? top.list).append(list);
      else p.before(list);
      stack.push({ level, list });
    }
    previous = p;
    // Keep the paragraph in place (hidden marker for the sibling test) until the run ends.
    p.setAttribute('data-word-list-item', '');
  }
  doc.body.querySelectorAll('[data-word-list-item]').forEach((p) => p.remove());
}
