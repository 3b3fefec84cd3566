import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 5055);
const baseURL = `http://localhost:${port}`;

export default defineConfig({
  testDir: "e2e",
  outputDir: process.env.E2E_OUTPUT_DIR ?? "test-results/e2e",
  // One worker: with two, two browsers and the server shared the two cores, each journey ran two
  // to three times slower than alone, the whole run was no faster, and long journeys timed out.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  workers: 1,
  reporter: process.env.CI
    ? [["list"]]
    : [["list"], ["html", { open: "never", outputFolder: "playwright-report" }]],
  use: {
    baseURL,
    // Debian's Chromium; Playwright never downloads a browser here.
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      // Chromium refuses a few ports outright (5060 and 5061 are SIP's): allow the one in use.
      args: [
        "--disable-quic",
        "--disable-component-update",
        "--disable-sync",
        `--explicitly-allowed-ports=${port}`,
      ],
    },
    screenshot: "only-on-failure",
    trace: "retain-on-failure",
  },
  projects: [{ name: "chromium", use: { browserName: "chromium", viewport: { width: 1280, height: 800 } } }],
  webServer: {
    // A fresh embedded database each run (or the PostgreSQL of DATABASE_URL in CI).
    command: `rm -rf .tmp/e2e-data-${port} && node --max-semi-space-size=32 dist/server/main.js`,
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: `.tmp/e2e-data-${port}`,
      LOG_LEVEL: "warn",
      NODE_ENV: "test",
      // The suite signs up many users from one address.
      AUTH_RATE_LIMIT_PER_MINUTE: "1000",
      SAVE_CODE_LOADS_PER_MINUTE: "1000",
      // Every journey runs from 127.0.0.1: per-address limits would trip across journeys.
      RATE_LIMIT_PER_MINUTE: "100000",
      PLAY_TURNS_PER_MINUTE: "100000",
      // A journey may click through a written story's 40 scenes as fast as they appear.
      PLAY_TURNS_PER_SESSION_PER_MINUTE: "1000",
      AI_RATE_LIMIT_PER_MINUTE: "1000",
      // The AI settings journey connects to a stand-in model server on 127.0.0.1, as a
      // self-hoster connects to Ollama beside the instance (issue 32).
      AI_ALLOW_PRIVATE_URLS: "true",
      // The site's operator: the explore journey unlists a reported game as them (issue 34).
      ADMIN_EMAILS: "moderator@taleforge.test",
    },
  },
});
