import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { projectRoot } from "./paths";

const dataDir = mkdtempSync(path.join(os.tmpdir(), "taleforge-main-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function start(port: number, env: Record<string, string> = {}) {
  const { DATABASE_URL: _ignored, ...parentEnv } = process.env;
  const child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    cwd: projectRoot,
    env: {
      ...parentEnv,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  return { child, output: () => output };
}

async function waitReady(port: number, child: ChildProcess) {
  for (let i = 0; i < 300 && child.exitCode === null; i++) {
    const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("server never became ready");
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

describe("the server process", () => {
  it("boots on the embedded database, stops cleanly on SIGTERM, and boots again on the same data", async () => {
    const port = 20000 + Math.floor(Math.random() * 20000);
    const first = start(port);
    await waitReady(port, first.child);
    first.child.kill("SIGTERM");
    expect(await exited(first.child)).toBe(0);

    // A database left open would refuse a second start on the same folder or lose data.
    const second = start(port);
    await waitReady(port, second.child);
    second.child.kill("SIGINT");
    expect(await exited(second.child)).toBe(0);
  }, 60_000);

  it("refuses a bad environment with a message naming the variable", async () => {
    const run = start(1, { PORT: "not-a-port" });
    expect(await exited(run.child)).toBe(1);
    expect(run.output()).toContain("Invalid configuration:");
    expect(run.output()).toContain("PORT:");
  }, 30_000);
});
