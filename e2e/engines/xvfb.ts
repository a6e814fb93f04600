import { spawnGroup } from './process-group.ts';
import { existsSync } from 'node:fs';

/**
 * A display for the engines that need one: Firefox has WebGL here only with a display, and WebKitGTK's
 * MiniBrowser always opens a window. The machine's own display when it has one, otherwise a private Xvfb.
 */
export const XVFB = '/usr/bin/Xvfb';

export interface Display {
  readonly name: string;
  close(): void;
}

export async function openDisplay(): Promise<Display> {
  if (process.env.DISPLAY) return { name: process.env.DISPLAY, close: () => {} };
  if (!existsSync(XVFB)) throw new Error('no DISPLAY and no Xvfb: install xvfb');
  // Xvfb picks a free display number itself and writes it to the descriptor given.
  const server = spawnGroup(XVFB, ['-displayfd', '3', '-screen', '0', '1920x1080x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
  });
  const number = await new Promise<string>((resolve, reject) => {
    let text = '';
    server.child.stdio[3]!.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('\n')) resolve(text.trim());
    });
    server.child.once('exit', (code) => reject(new Error(`Xvfb exited with ${code}`)));
  });
  return { name: `:${number}`, close: () => server.stop() };
}
