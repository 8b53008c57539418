import { errorSchema } from '@contract/common';

export const blogErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema, 404: errorSchema };
