import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import readline from 'node:readline';

export interface Supervised {
  name: string;
  child: ChildProcess;
  exited: Promise<number | null>;
  alive(): boolean;
}

/**
 * Starts a long-running child with its output prefixed by its name, so the API, the
 * workers and local services can share one terminal without their lines getting mixed up.
 */
export function startChild(name: string, command: string, args: string[], options: SpawnOptions = {}): Supervised {
  const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
  let running = true;
  const exited = new Promise<number | null>((resolve) => {
    child.once('exit', (code, signal) => {
      running = false;
      resolve(code ?? (signal ? 128 : null));
    });
    child.once('error', (err) => {
      running = false;
      console.error(`[${name}] could not start: ${err.message}`);
      resolve(127);
    });
  });
  const tag = `[${name}]`.padEnd(10);
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    readline.createInterface({ input: stream }).on('line', (line) => process.stdout.write(`${tag} ${line}\n`));
  }
  return { name, child, exited, alive: () => running };
}

/** Runs a command to completion with inherited output; resolves with its exit code. */
export function run(command: string, args: string[], options: SpawnOptions = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.once('exit', (code, signal) => resolve(code ?? (signal ? 128 : 1)));
    child.once('error', () => resolve(127));
  });
}

/** SIGTERM, then SIGKILL after the grace period: a stuck child must not hold the terminal. */
export async function stopChild(s: Supervised, graceMs = 15_000): Promise<void> {
  if (!s.alive()) return;
  s.child.kill('SIGTERM');
  const timer = setTimeout(() => s.child.kill('SIGKILL'), graceMs);
  await s.exited;
  clearTimeout(timer);
}
