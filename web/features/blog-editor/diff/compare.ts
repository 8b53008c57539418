import { diffArrays, diffWords } from 'diff';
import { splitBlocks, type Block } from './html-blocks';

/** One side of a comparison: a revision, the post as saved, a working copy or the text in the editor. */
export type ComparedVersion = {
  title: string;
  content: string;
  /** Settings as answered (slug, excerpt, tags…); only the keys whose values differ are listed. */
  settings?: Record<string, unknown>;
};

/** A run of words: the same on both sides, or only on this one. */
export type Piece = { text: string; change: 'same' | 'removed' | 'added' };

/** One line of the side-by-side view; a side is null where that version has no such block. */
export type BlockRow = {
  kind: string;
  change: 'same' | 'changed' | 'removed' | 'added';
  left: Piece[] | null;
  right: Piece[] | null;
};

export type SettingRow = { key: string; left: string; right: string };

export type Comparison = {
  title: { left: Piece[]; right: Piece[]; changed: boolean };
  settings: SettingRow[];
  blocks: BlockRow[];
  changes: number;
};

/** Word-level pieces of a changed pair: the left keeps what was removed, the right what was added. */
export function wordPieces(left: string, right: string): { left: Piece[]; right: Piece[] } {
  const parts = diffWords(left, right);
  return {
    left: parts.filter((p) => !p.added).map((p) => ({ text: p.value, change: p.removed ? 'removed' : 'same' })),
    right: parts.filter((p) => !p.removed).map((p) => ({ text: p.value, change: p.added ? 'added' : 'same' })),
  };
}

const whole = (text: string, change: Piece['change']): Piece[] => [{ text, change }];

/** Blocks compared as units, then removed/added runs paired up one to one and compared word by word. */
export function compareBlocks(left: Block[], right: Block[]): BlockRow[] {
  const rows: BlockRow[] = [];
  const sameBlock = (a: Block, b: Block) => a.kind === b.kind && a.text === b.text;
  const parts = diffArrays(left, right, { comparator: sameBlock });
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    if (!part.added && !part.removed) {
      for (const b of part.value) rows.push({ kind: b.kind, change: 'same', left: whole(b.text, 'same'), right: whole(b.text, 'same') });
      continue;
    }
    const next = parts[i + 1];
    const removed = part.removed ? part.value : [];
    const added = part.removed && next?.added ? next.value : part.added ? part.value : [];
    if (part.removed && next?.added) i++;
    const paired = Math.min(removed.length, added.length);
    for (let k = 0; k < paired; k++) {
      const pieces = wordPieces(removed[k]!.text, added[k]!.text);
      rows.push({ kind: added[k]!.kind, change: 'changed', ...pieces });
    }
    for (const b of removed.slice(paired)) rows.push({ kind: b.kind, change: 'removed', left: whole(b.text, 'removed'), right: null });
    for (const b of added.slice(paired)) rows.push({ kind: b.kind, change: 'added', left: null, right: whole(b.text, 'added') });
  }
  return rows;
}

const settingText = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(String).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

export function compareSettings(left: Record<string, unknown> = {}, right: Record<string, unknown> = {}): SettingRow[] {
  const keys = [...new Set([...Object.keys(left), ...Object.keys(right)])];
  return keys.map((key) => ({ key, left: settingText(left[key]), right: settingText(right[key]) })).filter((row) => row.left !== row.right);
}

export function compareVersions(left: ComparedVersion, right: ComparedVersion): Comparison {
  const titleChanged = left.title !== right.title;
  const title = titleChanged ? wordPieces(left.title, right.title) : { left: whole(left.title, 'same'), right: whole(right.title, 'same') };
  const settings = compareSettings(left.settings, right.settings);
  const blocks = compareBlocks(splitBlocks(left.content), splitBlocks(right.content));
  const changes = (titleChanged ? 1 : 0) + settings.length + blocks.filter((b) => b.change !== 'same').length;
  return { title: { ...title, changed: titleChanged }, settings, blocks, changes };
}
