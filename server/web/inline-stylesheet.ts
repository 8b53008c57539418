import postcss, { type AtRule, type ChildNode, type Container, type Rule } from 'postcss';
import selectorParser from 'postcss-selector-parser';

/**
 * Each public page carries its stylesheet inline, and its first answer must fit Lighthouse's first
 * round trip (14.6 KB, decision 022). The public stylesheet holds every class any public page sets,
 * about 8 KB compressed; one page sets about half of them. So a kept page is sent with the rules it
 * can use (decision 079): a rule stays when one of its selectors names only classes that are in the
 * page's HTML or that the page's scripts can add later (the islands' chunks and the inline scripts:
 * Tailwind's own rule, that a class is written whole in the source, makes those tokens complete).
 * Custom properties are declared only when something reads them: a declaration of `--x` in a rule
 * that declares nothing else (the theme's variables, Tailwind's defaults) and `@property --x` stay
 * when the kept rules, the page's HTML or the scripts name `var(--x)`. The rest (element rules,
 * @font-face, keyframes) stays.
 *
 * The stylesheet is read once, at start, into pieces; trimming a page joins the pieces it keeps.
 */
export interface InlineStylesheet {
  /** The stylesheet for a page whose HTML sets these classes. */
  forClasses(classes: ReadonlySet<string>): string;
  /** The page with its inline stylesheet trimmed to its classes; the same page when it carries no such stylesheet. */
  trimPage(html: string): { html: string; css: string | null };
}

interface Selector {
  text: string;
  classes: string[];
}

type Piece =
  | { kind: 'text'; text: string }
  | { kind: 'rule'; selectors: Selector[]; body: string }
  /** A rule that declares custom properties only: each declaration is kept when its property is read. */
  | { kind: 'variables'; selectors: Selector[]; declarations: { name: string; text: string }[] }
  | { kind: 'property'; name: string; text: string }
  | { kind: 'block'; open: string; pieces: Piece[] };

/** The custom properties a text reads: `var(--name`. */
const READS = /var\(\s*(--[\w-]+)/g;
const readsIn = (text: string, into: Set<string>) => {
  for (const match of text.matchAll(READS)) into.add(match[1]!);
  return into;
};

/** At-rules whose rules are kept or dropped one by one; any other at-rule (keyframes, font-face, property) is kept whole. */
const CONDITIONAL = new Set(['media', 'supports', 'layer', 'container']);

/**
 * The classes a selector needs on the page. A class inside a pseudo-class's arguments is not needed
 * (`:not(.light)` matches without it; `:is(.a, .b)` needs only one), so the rule is kept for it.
 */
function classesOf(selector: string): string[] {
  const classes: string[] = [];
  const insidePseudo = (node: selectorParser.Node) => {
    for (let parent = node.parent; parent; parent = parent.parent) if (parent.type === 'pseudo') return true;
    return false;
  };
  selectorParser((root) => root.walkClasses((node) => void (insidePseudo(node) || classes.push(node.value)))).processSync(selector);
  return classes;
}

function compile(container: Container): Piece[] {
  return (container.nodes ?? []).map((node: ChildNode): Piece => {
    if (node.type === 'rule') {
      const rule = node as Rule;
      const selectors = rule.selectors.map((text) => ({ text, classes: classesOf(text) }));
      const declarations = rule.nodes.filter((child) => child.type === 'decl');
      if (declarations.length === rule.nodes.length && declarations.every((decl) => decl.prop.startsWith('--'))) {
        return { kind: 'variables', selectors, declarations: declarations.map((decl) => ({ name: decl.prop, text: decl.toString() })) };
      }
      return { kind: 'rule', selectors, body: rule.clone({ selector: '' }).toString() };
    }
    if (node.type === 'atrule' && (node as AtRule).name === 'property') {
      return { kind: 'property', name: (node as AtRule).params.trim(), text: node.toString() };
    }
    if (node.type === 'atrule' && CONDITIONAL.has((node as AtRule).name) && (node as AtRule).nodes) {
      const at = node as AtRule;
      return { kind: 'block', open: `@${at.name}${at.raws.afterName ?? ' '}${at.params}`, pieces: compile(at) };
    }
    return { kind: 'text', text: node.toString() };
  });
}

/** What a trim keeps: classes the page can have, custom properties something reads (undefined: none yet, the first pass). */
interface Keep {
  hasClass: (name: string) => boolean;
  reads?: ReadonlySet<string>;
}

const keptSelectors = (selectors: Selector[], keep: Keep) => selectors.filter((selector) => selector.classes.every(keep.hasClass));

function join(pieces: Piece[], keep: Keep): string {
  let out = '';
  for (const piece of pieces) {
    if (piece.kind === 'text') out += piece.text;
    else if (piece.kind === 'rule' || piece.kind === 'variables') {
      const selectors = keptSelectors(piece.selectors, keep);
      if (!selectors.length) continue;
      if (piece.kind === 'rule') out += selectors.map((selector) => selector.text).join(',') + piece.body;
      else {
        const declarations = piece.declarations.filter((decl) => keep.reads?.has(decl.name));
        if (declarations.length) out += `${selectors.map((selector) => selector.text).join(',')}{${declarations.map((decl) => decl.text).join(';')}}`;
      }
    } else if (piece.kind === 'property') {
      if (keep.reads?.has(piece.name)) out += piece.text;
    } else {
      const inner = join(piece.pieces, keep);
      if (inner) out += `${piece.open}{${inner}}`;
    }
  }
  return out;
}

/** The declarations of kept variables rules, for following what a read variable reads in turn. */
function keptDeclarations(pieces: Piece[], keep: Keep, into: { name: string; text: string }[] = []) {
  for (const piece of pieces) {
    if (piece.kind === 'variables' && keptSelectors(piece.selectors, keep).length) into.push(...piece.declarations);
    else if (piece.kind === 'block') keptDeclarations(piece.pieces, keep, into);
  }
  return into;
}

/** The stylesheet for these classes: rules first, then the custom properties they (and `alsoReads`) read, and what those read. */
function trim(pieces: Piece[], hasClass: (name: string) => boolean, alsoReads: ReadonlySet<string>): string {
  const reads = readsIn(join(pieces, { hasClass }), new Set(alsoReads));
  const declarations = keptDeclarations(pieces, { hasClass });
  for (let grew = true; grew;) {
    const before = reads.size;
    for (const decl of declarations) if (reads.has(decl.name)) readsIn(decl.text, reads);
    grew = reads.size > before;
  }
  return join(pieces, { hasClass, reads });
}

/** React writes these five in attribute values. */
const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&lt;': '<', '&gt;': '>' };
const decodeAttribute = (value: string) => value.replace(/&(amp|quot|#x27|lt|gt);/g, (entity) => ENTITIES[entity]!);

/** The classes an HTML document sets. */
export function classesInHtml(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of decodeAttribute(match[1]!).split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/** Every whitespace-, quote- or backtick-separated word of a script: a class a script can set is one of them. */
function wordsInScripts(scripts: readonly string[]): Set<string> {
  const words = new Set<string>();
  for (const script of scripts) for (const word of script.split(/[\s"'`]+/)) if (word) words.add(word);
  return words;
}

/**
 * `css`: the public stylesheet as pages carry it; `scripts`: the texts of what runs on the pages
 * (the islands' chunks and the inline scripts), whose words are the classes they can add.
 */
export function createInlineStylesheet(css: string, scripts: readonly string[]): InlineStylesheet {
  const pieces = compile(postcss.parse(css));
  const scriptWords = wordsInScripts(scripts);
  const scriptReads = readsIn(scripts.join('\n'), new Set());
  const forPage = (classes: ReadonlySet<string>, html = '') =>
    trim(pieces, (name) => classes.has(name) || scriptWords.has(name), readsIn(html, new Set(scriptReads)));
  const whole = `<style>${css}</style>`;
  return {
    forClasses: (classes) => forPage(classes),
    trimPage(html) {
      const at = html.indexOf(whole);
      if (at < 0) return { html, css: null };
      const [before, after] = [html.slice(0, at), html.slice(at + whole.length)];
      const trimmed = forPage(classesInHtml(html), before + after);
      return { html: `${before}<style>${trimmed}</style>${after}`, css: trimmed };
    },
  };
}
