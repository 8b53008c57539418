// Types of pg-cluster.mjs, for the TypeScript fault suite (test/faults/).
export function postgresBinDir(): string | null;

export interface PgCluster {
  url: string;
  port: number;
  createDatabase(name: string): Promise<string>;
  query(text: string): Promise<Record<string, unknown>[]>;
  terminateBackends(): Promise<number>;
  stop(): void;
  start(): void;
  freeze(): void;
  thaw(): void;
  destroy(): void;
}

export function startPgCluster(opts: { port: number }): Promise<PgCluster>;
