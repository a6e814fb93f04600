import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FIXTURE_SITE, freePort } from '../../test/server-harness.ts';
import { claimsIn, DataDirLockedError, lockDataDir, startOf, type Holder } from './data-dir-lock.ts';

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
    // The killed process could not clean up: its claim is still there.
    expect(claimsIn(dataDir)).toHaveLength(1);
    const third = await startServer(dataDir);
    children.push(third.child);
    await third.ready;
    third.child.kill('SIGTERM');
    expect((await third.exited).code).toBe(0);
    // A clean stop gives the folder back.
    expect(claimsIn(dataDir)).toEqual([]);
  }, 120_000);

  // pid 2^22 + 1 is above Linux's largest pid, so no process has it.
  const GONE = 2 ** 22 + 1;
  const claim = (dataDir: string, holder: Holder) =>
    writeFileSync(join(dataDir, `gear-server.${holder.pid}.0a0b0c.lock`), JSON.stringify(holder));

  it('takes over a claim whose process is gone, and refuses one held by a live process', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'gear-lock-'));
    claim(dataDir, { pid: GONE, started: null });
    // An older server's lock file holds the bare pid.
    writeFileSync(join(dataDir, 'gear-server.lock'), `${GONE}\n`);
    const release = lockDataDir(dataDir);
    expect(claimsIn(dataDir)).toHaveLength(1);
    release();
    expect(claimsIn(dataDir)).toEqual([]);
    // The parent of this test process is alive and not us.
    claim(dataDir, { pid: process.ppid, started: startOf(process.ppid) });
    expect(() => lockDataDir(dataDir)).toThrow(DataDirLockedError);
    writeFileSync(join(dataDir, 'gear-server.lock'), `${process.ppid}\n`);
    expect(() => lockDataDir(dataDir)).toThrow(`(pid ${process.ppid})`);
  });

  it.skipIf(startOf(process.pid) === null)(
    'takes over a claim whose pid now belongs to another process (as after a restart in a container)',
    () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'gear-lock-'));
      // The pid runs, but it is not the process that wrote the claim: that one started at another time.
      claim(dataDir, { pid: process.ppid, started: `${startOf(process.ppid)}0` });
      const release = lockDataDir(dataDir);
      expect(claimsIn(dataDir)).toHaveLength(1);
      release();
    },
  );

  it('never lets two processes that take over the same stale claim at the same moment both run', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'gear-lock-'));
    writeFileSync(join(dataDir, 'gear-server.lock'), `${GONE}\n`);
    const a: Holder = { pid: 1001, started: 'a' };
    const b: Holder = { pid: 1002, started: 'b' };
    const running = (holder: Holder) => holder.pid === a.pid || holder.pid === b.pid;
    const holding: number[] = [];
    const start = (self: Holder, alive: (holder: Holder) => boolean) => {
      try {
        lockDataDir(dataDir, { self, alive });
        holding.push(self.pid);
      } catch (error) {
        expect(error).toBeInstanceOf(DataDirLockedError);
      }
    };
    // While a judges the stale claim, b starts and runs its whole check: the moment a delete-and-create
    // takeover goes wrong (a then deletes b's fresh lock and writes its own).
    let raced = false;
    start(a, (holder) => {
      if (!raced) {
        raced = true;
        start(b, running);
      }
      return running(holder);
    });
    expect(raced).toBe(true);
    expect(holding).toHaveLength(1);
    expect(claimsIn(dataDir)).toHaveLength(1);
  });
});
