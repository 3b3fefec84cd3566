// CPU accounting, to tell a slow server from a busy machine (Linux /proc; null elsewhere).
import { readdirSync, readFileSync } from "node:fs";
import os from "node:os";

const TICK_MS = 10; // USER_HZ is 100 on Linux

/** [user, system, children's user, children's system] CPU ms of a process, from /proc. */
function procCpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return fields.slice(11, 15).map((ticks) => Number(ticks) * TICK_MS);
  } catch {
    return null;
  }
}

/** CPU ms a live process has used so far (without its children). */
export function processCpuMs(pid) {
  const t = procCpuMs(pid);
  return t && t[0] + t[1];
}

/** Busy CPU ms over all cores, whoever used them. */
function machineBusyMs() {
  return os.cpus().reduce((sum, { times: t }) => sum + t.user + t.nice + t.sys + t.irq, 0);
}

/**
 * Starts measuring how much CPU other programs use. `othersCores()` answers, for the time
 * since, the CPU used by neither this process nor its exited children, in cores (0 = none).
 * Children must have exited (and been reaped) to be counted as ours.
 */
export function othersMeter() {
  const mine = () => procCpuMs(process.pid)?.reduce((a, b) => a + b, 0);
  const start = { wall: performance.now(), machine: machineBusyMs(), mine: mine() };
  return {
    othersCores() {
      if (start.mine == null) return null;
      const others = machineBusyMs() - start.machine - (mine() - start.mine);
      return Math.max(0, others / (performance.now() - start.wall));
    },
  };
}

/** CPU ms used so far by every process named `name` (PostgreSQL's backends: "postgres"). */
export function processesCpuMs(name) {
  let total = 0;
  let entries;
  try {
    entries = readdirSync("/proc");
  } catch {
    return null;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      if (stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")")) !== name) continue;
      total += processCpuMs(Number(entry)) ?? 0;
    } catch {
      // The process ended while we looked.
    }
  }
  return total;
}
