import { z } from 'zod';
import { CONTENT_COLLECTIONS, type CollectionName } from '@contract/content/index';

/** The part of a JSON Schema (draft 2020-12, as `z.toJSONSchema` writes it) the generated forms read. */
export interface SchemaNode {
  type?: 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
  anyOf?: SchemaNode[];
  oneOf?: SchemaNode[];
  enum?: (string | number)[];
  const?: unknown;
  default?: unknown;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  /** The contract's `meta({ widget })` (decision 072): image, richtext, link, ref, icon, date, text. */
  widget?: 'image' | 'richtext' | 'link' | 'ref' | 'icon' | 'date' | 'text';
  /** `ref` fields: the collection the id points at. */
  collection?: CollectionName;
  /** Texts that may hold the company's figures as tokens ({projects}…). */
  tokens?: boolean;
  /** Rich text that may name the company's legal facts as {tokens} (legal pages). */
  legalFacts?: boolean;
}

const cache = new Map<CollectionName, SchemaNode>();

/** A collection's form description: the JSON Schema of what an editor sends (input side: defaults not yet applied). */
export function collectionSchema(collection: CollectionName): SchemaNode {
  let node = cache.get(collection);
  if (!node) {
    node = z.toJSONSchema(CONTENT_COLLECTIONS[collection].schema, { io: 'input', unrepresentable: 'any' }) as SchemaNode;
    cache.set(collection, node);
  }
  return node;
}

/** `X | null` as zod writes it (`anyOf: [X, { type: 'null' }]`): X and whether null is allowed. */
export function unwrapNullable(node: SchemaNode): { node: SchemaNode; nullable: boolean } {
  const options = node.anyOf;
  if (options?.length === 2 && options.some((o) => o.type === 'null')) {
    const inner = options.find((o) => o.type !== 'null') ?? {};
    return { node: inner, nullable: true };
  }
  return { node, nullable: false };
}

/** "relatedIndustries" → "Related industries"; array indices are numbered by their group. */
export function labelOf(key: string): string {
  if (key === 'url') return 'Web address';
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** What a new item, array entry or newly included block starts with: empty texts, no numbers, lists empty, optional blocks absent. */
export function emptyValue(schema: SchemaNode): unknown {
  const { node, nullable } = unwrapNullable(schema);
  if (schema.default !== undefined) return schema.default;
  if (nullable) return null;
  if (node.widget === 'link') return { kind: 'page', path: '/' };
  if (node.const !== undefined) return node.const === true ? false : node.const;
  switch (node.type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const [key, child] of Object.entries(node.properties ?? {})) {
        if (node.required?.includes(key)) out[key] = emptyValue(child);
      }
      return out;
    }
    case 'array':
      return [];
    case 'boolean':
      return false;
    case 'number':
    case 'integer':
      return undefined;
    default:
      return '';
  }
}

/** The ids a form may choose from, per collection (ref fields, service and case-study links). */
export function referencedCollections(schema: SchemaNode): CollectionName[] {
  const found = new Set<CollectionName>();
  const walk = (node: SchemaNode | undefined) => {
    if (!node) return;
    if (node.widget === 'ref' && node.collection) found.add(node.collection);
    if (node.widget === 'link') {
      found.add('services');
      found.add('case-studies');
    }
    Object.values(node.properties ?? {}).forEach(walk);
    walk(node.items);
    node.anyOf?.forEach(walk);
  };
  walk(schema);
  return [...found];
}
