import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** Thrown when another live process holds the data folder; its message tells the operator what to do. */
export class DataDirLockedError extends Error {}

/**
 * Who holds a claim: a pid, and where the system says so, when that process started (boot id and start tick).
 * The start tells a dead holder from an unrelated process that was given the same pid later, which in a
 * container, where pids are small and repeat, is the usual case after a kill -9.
 */
export interface Holder {
  pid: number;
  started: string | null;
}

/** Claim files: `gear-server.<pid>.<random>.lock`; `gear-server.lock` is an older server's, read the same way. */
const CLAIM = /^gear-server(\.\d+\.[0-9a-f]+)?\.lock$/;

export function claimsIn(dataDir: string): string[] {
  return readdirSync(dataDir).filter((name) => CLAIM.test(name));
}

/** When the process started, on Linux; null where the system does not say (the pid alone is used then). */
export function startOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name in parentheses may hold spaces: fields are counted after its closing parenthesis.
    const startTicks = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
    const boot = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();
    return startTicks ? `${boot}/${startTicks}` : null;
  } catch {
    return null;
  }
}

export function isAlive(holder: Holder): boolean {
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: the process exists but belongs to another user; it is alive all the same.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  if (holder.started === null) return true;
  const now = startOf(holder.pid);
  return now === null || now === holder.started;
}

/** A claim's holder; null when the file is gone or says nothing usable (nobody can hold the folder by it). */
function readHolder(path: string): Holder | null {
  let text: string;
  try {
    text = readFileSync(path, 'utf8').trim();
  } catch {
    return null;
  }
  try {
    const { pid, started } = JSON.parse(text) as Partial<Holder>;
    if (Number.isSafeInteger(pid) && pid! > 0)
      return { pid: pid!, started: typeof started === 'string' ? started : null };
  } catch {
    // An older server wrote the bare pid.
  }
  const pid = Number(text);
  return Number.isSafeInteger(pid) && pid > 0 ? { pid, started: null } : null;
}

export interface LockOptions {
  /** Tests only: who claims, and how a holder is judged alive. */
  self?: Holder;
  alive?: (holder: Holder) => boolean;
}

/**
 * Claims PGlite's data folder for this process. PGlite is one process's database: a second process on the same
 * folder starts, sees only its own writes and loses the other's, so it must refuse to start instead.
 *
 * Each starting process first writes its own claim (a file of its own name, written whole by a rename), then
 * reads every other claim: one held by a live process means refusal; one left by a process that is gone (kill -9,
 * a crash, a pid now reused by another program) is deleted, so a restart never waits. As every process announces
 * itself before it looks, of two started together at least one sees the other: never both run (both may refuse,
 * and a plain restart then settles it). No claim is ever replaced, so no process can delete a live one by
 * mistake, as taking over a single lock file by delete-and-create could. Returns the release.
 */
export function lockDataDir(dataDir: string, options: LockOptions = {}): () => void {
  const self = options.self ?? { pid: process.pid, started: startOf(process.pid) };
  const alive = options.alive ?? isAlive;
  const name = `gear-server.${self.pid}.${randomBytes(6).toString('hex')}.lock`;
  const path = join(dataDir, name);
  writeFileSync(`${path}.tmp`, JSON.stringify(self));
  renameSync(`${path}.tmp`, path);
  const release = () => rmSync(path, { force: true });

  for (const other of claimsIn(dataDir)) {
    if (other === name) continue;
    const otherPath = join(dataDir, other);
    const holder = readHolder(otherPath);
    // A claim with this pid that is not ours was left by an earlier process that had the same pid.
    if (holder && holder.pid !== self.pid && alive(holder)) {
      release();
      throw new DataDirLockedError(
        `The data folder ${dataDir} is in use by another server process (pid ${holder.pid}). PGlite serves one ` +
          `process only: stop that one first, give this one its own DATA_DIR, or run several processes on ` +
          `PostgreSQL with DATABASE_URL. If no such process runs, delete ${otherPath}.`,
      );
    }
    rmSync(otherPath, { force: true });
  }
  return release;
}
