import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';

/**
 * A program started in a process group of its own, so that stopping it stops what it started too (WebKitWebDriver
 * starts MiniBrowser, which starts WebKit's web and network processes), and stopped when this process exits even if
 * the test never got to close it (a timeout, a crash). A software-rendering web process left behind would take a
 * core from every test after it.
 */
export interface GroupProcess {
  readonly child: ChildProcess;
  readonly exitCode: number | null;
  stop(): void;
}

export function spawnGroup(command: string, args: readonly string[], options: SpawnOptions): GroupProcess {
  const child = spawn(command, args, { ...options, detached: true });
  const stop = () => {
    process.off('exit', stop);
    if (child.pid === undefined) return;
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  };
  process.once('exit', stop);
  return {
    child,
    get exitCode() {
      return child.exitCode;
    },
    stop,
  };
}
