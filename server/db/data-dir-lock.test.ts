import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FIXTURE_SITE, freePort } from '../../test/server-harness.ts';
import { DataDirLockedError, LOCK_FILE, lockDataDir } from './data-dir-lock.ts';

interface Started {
  child: ChildProcess;
  /** Resolves when the process answers its health check, or rejects with what it printed when it exits. */
  ready: Promise<void>;
  exited: Promise<{ code: number | null; output: string }>;
}

async function startServer(dataDir: string): Promise<Started> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: FIXTURE_SITE,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
  // The server logs a line when it listens; the health check then proves it answers.
  const ready = new Promise<void>((resolve, reject) => {
    const onData = () => {
      if (!/Server listening at/.test(output)) return;
      child.stdout!.off('data', onData);
      fetch(`http://127.0.0.1:${port}/api/health`).then(
        (response) => (response.ok ? resolve() : reject(new Error(`health ${response.status}`))),
        reject,
      );
    };
    child.stdout!.on('data', onData);
    void exited.then(({ code }) => reject(new Error(`exited with ${code}: ${output}`)));
  });
  ready.catch(() => undefined);
  return { child, ready, exited };
}

describe('one PGlite data folder, one process', () => {
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const child of children) child.kill('SIGKILL');
  });

  it('refuses a second server on the same DATA_DIR with a clear message, and starts again after a kill -9', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'gear-lock-'));
    const first = await startServer(dataDir);
    children.push(first.child);
    await first.ready;

    const second = await startServer(dataDir);
    children.push(second.child);
    const refused = await second.exited;
    expect(refused.code).not.toBe(0);
    expect(refused.output).toContain(`The data folder ${dataDir} is in use by another server process`);
    expect(refused.output).toContain(`(pid ${first.child.pid})`);
    expect(refused.output).toContain('DATABASE_URL');

    first.child.kill('SIGKILL');
    await first.exited;
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(true);
    const third = await startServer(dataDir);
    children.push(third.child);
    await third.ready;
    third.child.kill('SIGTERM');
    expect((await third.exited).code).toBe(0);
    // A clean stop gives the folder back.
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  }, 120_000);

  it('takes over a lock whose process is gone, and refuses one held by a live process', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'gear-lock-'));
    // pid 2^22 + 1 is above Linux's largest pid, so no process has it.
    writeFileSync(join(dataDir, LOCK_FILE), `${2 ** 22 + 1}\n`);
    const release = lockDataDir(dataDir);
    release();
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
    // The parent of this test process is alive and not us.
    writeFileSync(join(dataDir, LOCK_FILE), `${process.ppid}\n`);
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
  });
});
