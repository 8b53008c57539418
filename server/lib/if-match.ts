import { BadRequestError } from './errors';

/** What a PATCH expects the stored version to be: a number, any ('*': it exists), or nothing (last write wins). */
export type ExpectedVersion = number | '*' | undefined;

const STRONG_TAG = /^"([1-9]\d{0,9})"$/;

function invalid(field: string, message: string): never {
  throw new BadRequestError(message, [{ field, message }]);
}

/**
 * The version a change is made on, from the If-Match header and/or the body's `version` (decision 037).
 * Only our strong tags `"n"` are understood; weak ones (`W/"n"`) never match under If-Match, so they are skipped.
 */
export function expectedVersion(header: string | undefined, body: number | undefined): ExpectedVersion {
  const fromHeader = header === undefined ? undefined : parseIfMatch(header);
  if (typeof fromHeader === 'number' && body !== undefined && body !== fromHeader) {
    invalid('version', `version ${body} and If-Match ${header} disagree; send one of them`);
  }
  return body ?? fromHeader;
}

function parseIfMatch(header: string): number | '*' {
  const value = header.trim();
  if (value === '*') return '*';
  for (const tag of value.split(',')) {
    const strong = STRONG_TAG.exec(tag.trim());
    if (strong) return Number(strong[1]);
  }
  return invalid('If-Match', 'If-Match must be the ETag of the lead, like "3", or *');
}
