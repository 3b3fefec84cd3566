import { type ChildProcess, spawn } from "node:child_process";
import net, { type AddressInfo } from "node:net";
import { projectRoot } from "../paths";

/**
 * The real server as a child process (tsx on the sources: the tests run before `npm run build`,
 * and building here would cost more than the test), for tests that kill it and for benches.
 */
export type ServerProcess = {
  url: string;
  child: ChildProcess;
  output: () => string;
  /** SIGKILL: no shutdown hook runs, nothing is flushed. */
  kill: () => Promise<void>;
  /** SIGTERM, the orderly stop; resolves with the exit code. */
  stop: () => Promise<number | null>;
};

/** Limits high enough that a load from one address measures the server, not the limiter. */
export const UNLIMITED = {
  RATE_LIMIT_PER_MINUTE: "1000000",
  AUTH_RATE_LIMIT_PER_MINUTE: "100000",
  PLAY_TURNS_PER_MINUTE: "1000000",
  PLAY_TURNS_PER_SESSION_PER_MINUTE: "1000000",
  SAVE_CODE_LOADS_PER_MINUTE: "100000",
};

/**
 * A port no one listens on now: the system picks it (listen on port 0), and it is closed again
 * for the server to take. Keep it for a restart: a SIGKILLed server's port is free at once.
 */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve, reject) => {
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", resolve);
  });
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve(child.exitCode)
    : new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

/**
 * Starts server/main.ts on `port` with `env` over a clean copy of this environment (no
 * DATABASE_URL or REDIS_URL unless `env` gives them), and waits until /readyz answers.
 */
export async function startServer(
  port: number,
  env: Record<string, string>,
  /** What node runs: the sources by default; a bench may give the build (dist/server/main.js). */
  args = ["--import", "tsx", "server/main.ts"],
): Promise<ServerProcess> {
  const { DATABASE_URL: _db, REDIS_URL: _redis, ...parentEnv } = process.env;
  const child = spawn(process.execPath, args, {
    cwd: projectRoot,
    env: { ...parentEnv, HOST: "127.0.0.1", PORT: String(port), LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  const server: ServerProcess = {
    url,
    child,
    output: () => output,
    kill: async () => {
      child.kill("SIGKILL");
      await exited(child);
    },
    stop: async () => {
      child.kill("SIGTERM");
      return exited(child);
    },
  };
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) break;
    const ok = await fetch(`${url}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return server;
    await new Promise((r) => setTimeout(r, 100));
  }
  await server.kill();
  throw new Error(`the server never became ready:\n${output.slice(-2000)}`);
}
