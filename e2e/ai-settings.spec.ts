import { expect, type Page, test } from "@playwright/test";
import { type FakeOpenAiServer, startFakeOpenAiServer } from "../server/ai/llm/fake-openai-server";
import { createGame, expectToast } from "./dashboard-support";
import { expectAccessible, newUser, signUp, snap } from "./support";

/**
 * Issue 32: a creator connects their own model from the app — here a stand-in OpenAI-compatible
 * server on this machine, as a self-hoster's Ollama would be — tests it, saves it, and a visitor's
 * play of their published game is written through it, with their key.
 */
const KEY = "sk-e2e-creator-key-7781";
let fake: FakeOpenAiServer;
test.beforeAll(async () => {
  fake = await startFakeOpenAiServer({ apiKey: KEY, strictModels: true });
});
test.afterAll(async () => {
  await fake?.close();
});
test.describe.configure({ timeout: 90_000 });

async function phoneSnap(page: Page, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("connect a model, test it, save it, and a visitor's play is written by it @both-databases", async ({
  page,
  browser,
}) => {
  await signUp(page, newUser("Ola"));
  // The first run says who writes, and where to change it; every writing screen says it too.
  const firstRun = page.getByRole("region", {
    name: "Taleforge is writing with its built-in offline storyteller",
  });
  await expect(firstRun).toBeVisible();
  await page.goto("/quick-start");
  await expect(page.getByTestId("writer-note")).toHaveText(
    "Written by the built-in offline storyteller.Connect a model",
  );
  await page.getByTestId("writer-note").getByRole("link", { name: "Connect a model" }).click();
  await expect(page).toHaveURL(/\/settings\/ai$/);
  await page.goto("/");
  await expect(firstRun).toBeVisible();
  await page.getByRole("banner").getByRole("link", { name: "AI Settings" }).click();
  await expect(page.getByRole("heading", { name: "AI Settings", level: 1 })).toBeVisible();
  await expect(
    page.getByText("Your games write with this site's writer: Built-in storyteller (offline)."),
  ).toBeVisible();
  await expect(page.getByRole("radio", { name: /Built-in storyteller/ })).toBeChecked();

  await page.getByRole("radio", { name: /OpenAI-compatible server/ }).check();
  await page.getByLabel("Base URL").fill(`${fake.url}/v1`);
  await page.getByLabel("API key (if the server needs one)").fill(KEY);
  await page.getByRole("button", { name: "Load models" }).click();
  await expect(page.getByText("2 models: pick one in the Model field, or type a name.")).toBeVisible();
  await page.getByLabel("Model", { exact: true }).fill("fake-writer");

  // A wrong model first: the provider's failure in plain words.
  await page.getByLabel("Fast model (optional)").fill("");
  await page.getByLabel("Model", { exact: true }).fill("no-such-model");
  await page.getByRole("button", { name: "Test connection" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    'OpenAI-compatible server does not know the model "no-such-model".',
  );
  await page.getByLabel("Model", { exact: true }).fill("fake-writer");
  await page.getByRole("button", { name: "Test connection" }).click();
  const result = page.getByTestId("test-result");
  await expect(result).toContainText("Connected: fake-writer via OpenAI-compatible server");
  await expect(result).toContainText("First token");
  await expect(result).toContainText("tokens/s");
  await expectAccessible(page);
  await snap(page, "ai-settings-tested-1280");

  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expectToast(page, "AI Settings Saved");
  await expect(
    page.getByText("Your games write with: fake-writer via OpenAI-compatible server."),
  ).toBeVisible();
  // The key is never shown again: only its last four characters, as a hint.
  await expect(page.getByLabel("API key (if the server needs one)")).toHaveValue("");
  await expect(page.getByLabel("API key (if the server needs one)")).toHaveAttribute(
    "placeholder",
    "Saved key …7781 — leave blank to keep it",
  );
  expect(await page.content()).not.toContain(KEY);
  await phoneSnap(page, "ai-settings");

  // Every writing screen now names the creator's model, and the first-run card is gone.
  await page.goto("/create");
  await expect(page.getByTestId("writer-note")).toHaveText(
    "Writing with fake-writer via OpenAI-compatible server.Change",
  );
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Your Creative Studio" })).toBeVisible();
  await expect(firstRun).toHaveCount(0);

  // A published game of this creator, played by a visitor in another browser.
  const game = await createGame(page.request, { title: "The Tide Bell" });
  expect((await page.request.patch(`/api/games/${game.id}/publish`)).status()).toBe(200);
  fake.reset();
  const visitor = await browser.newContext();
  const play = await visitor.newPage();
  await play.goto(`/play/${game.shareSlug}`);
  await expect(play.getByRole("heading", { level: 1, name: "The Tide Bell" })).toBeVisible({
    timeout: 20_000,
  });
  await play.getByRole("button", { name: "Write your own action" }).click();
  await play.getByLabel("Your action").fill("Ring the tide bell");
  await play.getByLabel("Your action").press("Enter");
  await expect(play.getByTestId("scene-number")).toHaveText("Scene 2", { timeout: 20_000 });
  await expect.poll(() => fake.requests.length).toBeGreaterThan(0);
  expect(fake.requests.every((r) => r.headers.authorization === `Bearer ${KEY}`)).toBe(true);
  // Play's About names the writer for the visitor, with no way to change it.
  const about = play.getByRole("region", { name: "About This Game" });
  await expect(about.getByTestId("about-writer")).toHaveText(
    "Written with fake-writer via OpenAI-compatible server.",
  );
  await expect(about.getByRole("link")).toHaveCount(0);
  await visitor.close();
});

test("the first-run card can be dismissed for good", async ({ page }) => {
  await signUp(page, newUser("Pia"));
  const firstRun = page.getByRole("region", {
    name: "Taleforge is writing with its built-in offline storyteller",
  });
  await firstRun.getByRole("button", { name: "Dismiss" }).click();
  await expect(firstRun).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Your Creative Studio" })).toBeVisible();
  await expect(firstRun).toHaveCount(0);
});

test("signed out, /settings/ai invites to sign in and come back", async ({ page }) => {
  await page.goto("/settings/ai");
  await expect(page.getByRole("heading", { name: "Sign in to connect a model" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign In" })).toHaveAttribute(
    "href",
    `/api/login?returnTo=${encodeURIComponent("/settings/ai")}`,
  );
});
