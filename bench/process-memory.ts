import { readFileSync } from 'node:fs';

/** A process's resident set in bytes (Linux /proc), or null where there is none. */
export function residentBytes(pid: number): number | null {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) * 1024 : null;
  } catch {
    return null;
  }
}
