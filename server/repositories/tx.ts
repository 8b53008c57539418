import type { Db } from '../db/client';

/** A transaction of the app's database (what repositories take to write inside a caller's change). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
