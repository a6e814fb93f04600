import { openSync, readFileSync, rmSync, writeSync, closeSync } from 'node:fs';
import { join } from 'node:path';

export const LOCK_FILE = 'gear-server.lock';

/** Thrown when another live process holds the data folder; its message tells the operator what to do. */
export class DataDirLockedError extends Error {}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user; it is alive all the same.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holderOf(path: string): number | null {
  try {
    const pid = Number(readFileSync(path, 'utf8').trim());
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/**
 * Claims PGlite's data folder for this process. PGlite is one process's database: a second process on the same
 * folder starts, sees only its own writes and loses the other's, so it must refuse to start instead. The lock is
 * a file holding the owner's pid, created exclusively; a lock left by a process that died (kill -9, a crash) is
 * recognised by its pid no longer running and taken over, so a restart never waits. Returns the release.
 */
export function lockDataDir(dataDir: string): () => void {
  const path = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx');
      writeSync(fd, `${process.pid}\n`);
      closeSync(fd);
      return () => {
        if (holderOf(path) === process.pid) rmSync(path, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = holderOf(path);
      if (holder !== null && holder !== process.pid && alive(holder))
        throw new DataDirLockedError(
          `The data folder ${dataDir} is in use by another server process (pid ${holder}). PGlite serves one ` +
            `process only: stop that one first, give this one its own DATA_DIR, or run several processes on ` +
            `PostgreSQL with DATABASE_URL. If no such process runs, delete ${path}.`,
        );
      // Left by a process that is gone (or half-written): take it over.
      rmSync(path, { force: true });
    }
  }
  throw new DataDirLockedError(
    `Could not claim the data folder ${dataDir}: another process claimed it at once.`,
  );
}
