import '../zod-config';
import { z } from 'zod';
import type { CollectionName } from './common';

/** A place in an item's data that names another item by id. */
export interface ContentReference {
  field: string;
  id: string;
  collection: CollectionName;
}

const LINK_TARGETS: Record<string, CollectionName> = { service: 'services', caseStudy: 'case-studies' };

/** Walks `value` along `schema`, collecting the ids its `ref` fields and service / case-study links hold. */
function collectReferences(schema: z.ZodType, value: unknown, path: string[], out: ContentReference[]): void {
  const meta = schema.meta();
  if (meta?.widget === 'ref' && typeof value === 'string') {
    out.push({ field: path.join('.'), id: value, collection: meta.collection as CollectionName });
    return;
  }
  if (meta?.widget === 'link') {
    const link = value as { kind?: string; id?: string } | null;
    const target = link?.kind ? LINK_TARGETS[link.kind] : undefined;
    if (target && typeof link?.id === 'string') out.push({ field: [...path, 'id'].join('.'), id: link.id, collection: target });
    return;
  }
  if (schema instanceof z.ZodNullable || schema instanceof z.ZodOptional || schema instanceof z.ZodDefault) {
    collectReferences(schema.unwrap() as z.ZodType, value, path, out);
  } else if (schema instanceof z.ZodObject && value && typeof value === 'object') {
    for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
      collectReferences(field, (value as Record<string, unknown>)[key], [...path, key], out);
    }
  } else if (schema instanceof z.ZodArray && Array.isArray(value)) {
    value.forEach((item, i) => collectReferences(schema.element as z.ZodType, item, [...path, String(i)], out));
  }
}

/** The references of an item's (valid) data by its collection's schema, each with the field that holds it (`data.services.0`). */
export function referencesIn(schema: z.ZodType, data: unknown): ContentReference[] {
  const out: ContentReference[] = [];
  collectReferences(schema, data, ['data'], out);
  return out;
}

/** Walks `schema` alone (no data): the collections its `ref` fields and service / case-study links can name. */
function collectTargets(schema: z.ZodType, out: Set<CollectionName>): void {
  const meta = schema.meta();
  if (meta?.widget === 'ref') {
    out.add(meta.collection as CollectionName);
  } else if (meta?.widget === 'link') {
    for (const target of Object.values(LINK_TARGETS)) out.add(target);
  } else if (schema instanceof z.ZodNullable || schema instanceof z.ZodOptional || schema instanceof z.ZodDefault) {
    collectTargets(schema.unwrap() as z.ZodType, out);
  } else if (schema instanceof z.ZodObject) {
    for (const field of Object.values(schema.shape as Record<string, z.ZodType>)) collectTargets(field, out);
  } else if (schema instanceof z.ZodArray) {
    collectTargets(schema.element as z.ZodType, out);
  }
}

/** The collections an item of this schema can reference, whatever its data (a cache's "who may show this" by schema). */
export function referenceTargets(schema: z.ZodType): ReadonlySet<CollectionName> {
  const out = new Set<CollectionName>();
  collectTargets(schema, out);
  return out;
}
