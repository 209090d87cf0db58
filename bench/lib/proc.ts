/** Process figures read from /proc (Linux), the same way for our workers and the peer. */
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

const CLK_TCK = 100; // `getconf CLK_TCK` on Linux x86-64/arm64

/** utime + stime of a live process, in ms. */
export function cpuMsOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // fields after the ")" of the command name: state is field 3, utime 14, stime 15
  const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(rest[11]) + Number(rest[12])) * 1000) / CLK_TCK;
}

/** Peak resident set size (VmHWM) of a live process, in MB. */
export function peakRssMbOf(pid: number): number {
  const m = /VmHWM:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
}

export function loadAverage(): string {
  return loadavg()
    .map((x) => x.toFixed(2))
    .join(' / ');
}
