import { expect, type Page, test } from "@playwright/test";
import { type FakeOpenAiServer, startFakeOpenAiServer } from "../server/ai/llm/fake-openai-server";
import { createGame, expectToast } from "./dashboard-support";
import { expectAccessible, newUser, signUp, snap } from "./support";

/**
 * Issue 32: on the same page as the writer, a creator picks their own voice and illustrator —
 * here the stand-in server, which speaks OpenAI's speech and image APIs — and a visitor's
 * narration and pictures of their published game come from it, on their key. The game's writer
 * stays the built-in storyteller, and play's About says so.
 */
const KEY = "sk-e2e-media-key-4412";
let fake: FakeOpenAiServer;
test.beforeAll(async () => {
  fake = await startFakeOpenAiServer({ apiKey: KEY });
});
test.afterAll(async () => {
  await fake?.close();
});
test.describe.configure({ timeout: 90_000 });

const section = (page: Page, name: "Voice" | "Pictures") =>
  page.getByRole("form", { name: `${name} settings` });
/** The section's card: its description says who reads or draws the games now. */
const card = (page: Page, name: "Voice" | "Pictures") => page.getByRole("region", { name, exact: true });

test("set up a voice and an illustrator of one's own; a visitor hears and sees them, and About names the writer @both-databases", async ({
  page,
  browser,
}) => {
  await signUp(page, newUser("Vera"));
  await page.goto("/settings/ai");
  await expect(page.getByRole("heading", { name: "AI Settings", level: 1 })).toBeVisible();
  await expect(card(page, "Voice")).toContainText(
    "Narration of your games: this site's own — the built-in voice.",
  );
  await expect(card(page, "Pictures")).toContainText(
    "Pictures of your games: this site's own — the built-in illustrator.",
  );
  const voice = section(page, "Voice");
  const pictures = section(page, "Pictures");
  await expect(voice.getByRole("radio", { name: /This site's voice/ })).toBeChecked();
  await expect(pictures.getByRole("radio", { name: /This site's illustrator/ })).toBeChecked();

  // Voice: OpenAI speech, through the stand-in's address, with the creator's key.
  await voice.getByRole("radio", { name: /OpenAI text-to-speech/ }).check();
  await expect(voice.getByRole("button", { name: "Save voice" })).toBeDisabled();
  await voice.getByLabel("Base URL (optional)", { exact: true }).fill(`${fake.url}/v1`);
  await voice.getByLabel("API key", { exact: true }).fill(KEY);
  await voice.getByRole("button", { name: "Save voice" }).click();
  await expectToast(page, "Voice Saved");
  await expect(card(page, "Voice")).toContainText(
    "Narration of your games: OpenAI text-to-speech, with your key.",
  );
  await expect(voice.getByLabel("API key", { exact: true })).toHaveValue("");
  await expect(voice.getByLabel("API key", { exact: true })).toHaveAttribute(
    "placeholder",
    "Saved key …4412 — leave blank to keep it",
  );

  // Pictures: an OpenAI-compatible image server needs its address and model.
  await pictures.getByRole("radio", { name: /OpenAI-compatible image server/ }).check();
  await pictures.getByLabel("API key (if the server needs one)", { exact: true }).fill(KEY);
  await pictures.getByRole("button", { name: "Save pictures" }).click();
  await expect(pictures.getByRole("alert")).toContainText("Base URL is required");
  await pictures.getByLabel("Base URL", { exact: true }).fill(`${fake.url}/v1`);
  await pictures.getByLabel("Model", { exact: true }).fill("fake-images");
  await pictures.getByRole("button", { name: "Save pictures" }).click();
  await expectToast(page, "Pictures Saved");
  await expect(card(page, "Pictures")).toContainText(
    "Pictures of your games: fake-images via OpenAI-compatible image server, with your key.",
  );
  expect(await page.content()).not.toContain(KEY);
  // The writer is untouched: still the site's built-in storyteller.
  await expect(
    page.getByText("Your games write with this site's writer: Built-in storyteller (offline)."),
  ).toBeVisible();
  await expectAccessible(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await snap(page, "ai-media-settings-1280");
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, "ai-media-settings-390");
  await page.setViewportSize({ width: 1280, height: 800 });

  // Saved, and read back after a reload.
  await page.reload();
  await expect(section(page, "Voice").getByRole("radio", { name: /OpenAI text-to-speech/ })).toBeChecked();
  await expect(
    section(page, "Pictures").getByRole("radio", { name: /OpenAI-compatible image server/ }),
  ).toBeChecked();
  await expect(section(page, "Pictures").getByLabel("Model", { exact: true })).toHaveValue("fake-images");

  // A visitor plays the published game: narration and the picture come through the creator's key.
  const game = await createGame(page.request, { title: "The Lantern Road" });
  expect((await page.request.patch(`/api/games/${game.id}/publish`)).status()).toBe(200);
  fake.reset();
  const visitor = await browser.newContext();
  const play = await visitor.newPage();
  await play.goto(`/play/${game.shareSlug}`);
  await expect(play.getByRole("heading", { level: 1, name: "The Lantern Road" })).toBeVisible({
    timeout: 20_000,
  });
  const about = play.getByRole("region", { name: "About This Game" });
  await expect(about.getByTestId("about-writer")).toHaveText("Written by the built-in offline storyteller.");
  await expect(about.getByRole("link")).toHaveCount(0);

  const header = play.getByRole("banner");
  await header.getByRole("button", { name: "Images", exact: true }).click();
  await expect(play.getByRole("img", { name: /^Scene illustration: / })).toBeVisible({ timeout: 20_000 });
  await header.getByRole("button", { name: "Audio", exact: true }).click();
  await expect.poll(() => fake.requests.map((r) => r.kind).sort()).toEqual(["image", "speech"]);
  // The narration plays: the stand-in's speech is a real MP3.
  const narration = play.getByTestId("narration-audio");
  await expect
    .poll(() => narration.evaluate((a: HTMLAudioElement) => !a.paused || a.currentTime > 0))
    .toBe(true);
  await expect(play.getByText("Audio Generation Failed")).toHaveCount(0);
  expect(fake.requests.every((r) => r.headers.authorization === `Bearer ${KEY}`)).toBe(true);
  expect(fake.requests.find((r) => r.kind === "image")?.body.model).toBe("fake-images");
  await snap(play, "ai-media-play-about-1280");
  await visitor.close();

  // The creator, on their own game, is offered the way to connect a model.
  await page.goto(`/play/${game.shareSlug}`);
  const own = page.getByRole("region", { name: "About This Game" });
  await expect(own.getByRole("link", { name: "Connect a model" })).toHaveAttribute("href", "/settings/ai");
});
