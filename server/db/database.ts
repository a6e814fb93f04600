/**
 * The one database interface the server uses. Two implementations run the same SQL: PGlite (embedded
 * PostgreSQL in a data folder, the default) and a real PostgreSQL server through `pg` (DATABASE_URL).
 */
export type DatabaseKind = 'pglite' | 'postgresql';

export interface QueryResult<Row> {
  rows: Row[];
}

export interface Database {
  readonly kind: DatabaseKind;
  query<Row = Record<string, unknown>>(sql: string, params?: readonly unknown[]): Promise<QueryResult<Row>>;
  /** Runs a script of several statements (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs `work` inside one transaction on one connection; rolls back when it throws. */
  transaction<T>(work: (tx: Transaction) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

/** A transaction's connection, plus callbacks run once it has committed (never after a rollback). */
export interface Transaction extends Pick<Database, 'query' | 'exec'> {
  afterCommit(callback: () => void): void;
}

/** Runs the callbacks a transaction registered, after its commit; one failing does not stop the others. */
export function runAfterCommit(callbacks: Array<() => void>): void {
  for (const callback of callbacks) {
    try {
      callback();
    } catch (error) {
      console.error('after-commit callback failed:', error);
    }
  }
}

export interface DatabaseOptions {
  /** postgres:// URL of a real server; when absent, PGlite in `dataDir` (or in memory without one). */
  databaseUrl?: string | undefined;
  dataDir?: string | undefined;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { openPostgres } = await import('./postgres.ts');
    return openPostgres(options.databaseUrl);
  }
  const { openPglite } = await import('./pglite.ts');
  return openPglite(options.dataDir);
}
