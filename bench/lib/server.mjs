// Starting, probing and stopping a server in a child process.
import { spawn } from "node:child_process";
import net from "node:net";
import { setTimeout as sleep } from "node:timers/promises";

export const HOST = "127.0.0.1";
const READY_TIMEOUT_MS = 30_000;
const POLL_MS = 20;
const STOP_TIMEOUT_MS = 10_000;

/** Children still running, so that a failed run leaves no server behind. */
const live = new Set();
process.on("exit", () => {
  for (const child of live) child.kill("SIGKILL");
});

/** Asks the OS for a free port on 127.0.0.1 (a tiny race with other programs is acceptable). */
export async function freePort() {
  const probe = net.createServer();
  await new Promise((resolve, reject) => probe.once("error", reject).listen(0, HOST, resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * Spawns `node <args>` from `cwd` on a free port and resolves once GET `path` answers 200,
 * with the milliseconds from spawn to that answer. Throws (with the child's output) if the
 * child exits first or is not ready within 30 s.
 */
export async function startServer({ args, cwd, env = {}, path, execArgv = [] }) {
  const port = await freePort();
  const childEnv = { ...process.env, ...env, PORT: String(port), HOST };
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL; // the embedded PGlite database unless given
  const started = performance.now();
  const child = spawn(process.execPath, [...execArgv, ...args], {
    cwd,
    env: childEnv,
    stdio: ["ignore", "pipe", "pipe"],
  });
  live.add(child);

  // Keep the output for error reports; reading it also stops a chatty child from blocking.
  let output = "";
  const keep = (chunk) => {
    output = (output + chunk).slice(-20_000);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const exited = new Promise((resolve) => child.once("exit", (code, signal) => resolve({ code, signal })));
  let exit = null;
  exited.then((e) => {
    exit = e;
    live.delete(child);
  });

  const url = `http://${HOST}:${port}${path}`;
  const deadline = started + READY_TIMEOUT_MS;
  while (performance.now() < deadline && !exit) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5_000) });
      await res.arrayBuffer();
      if (res.status === 200) {
        const ms = performance.now() - started;
        return { child, port, url: `http://${HOST}:${port}`, ms, stop: () => stopServer(child, exited) };
      }
    } catch {
      // Connection refused until the server listens.
    }
    await sleep(POLL_MS);
  }

  await stopServer(child, exited);
  const why = exit ? `exited early (code ${exit.code}, signal ${exit.signal})` : "was not ready within 30 s";
  throw new Error(`${args.join(" ")} ${why}; GET ${path} never answered 200.\n--- its output ---\n${output}`);
}

/** SIGTERM for a graceful shutdown, then SIGKILL after 10 s; resolves with how it exited. */
async function stopServer(child, exited) {
  if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
  let forced = false;
  const timer = setTimeout(() => {
    forced = true;
    child.kill("SIGKILL");
  }, STOP_TIMEOUT_MS);
  const result = await exited;
  clearTimeout(timer);
  return { ...result, forced };
}
