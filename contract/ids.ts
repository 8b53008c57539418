/** Ids are UUIDs (any version: seeded rows and time-ordered ids alike). */
export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Anything that is not a UUID cannot name a row (and must not reach a uuid cast). */
export const isUuid = (value: string): boolean => UUID_PATTERN.test(value);
