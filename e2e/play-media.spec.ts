import { expect, type Locator, type Page, type Request, test } from "@playwright/test";
import { brokenAudioServer, failingMediaServer } from "./media-stubs";
import { expectAccessible, snap } from "./support";

const DEMO = "/play/demo-adventure";
const DEMO_TITLE = "The Lantern of Hollow Vale";

const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/, includeHidden: true });
const toast = (page: Page, title: string) => toasts(page).getByText(title, { exact: true });
const header = (page: Page) => page.getByRole("banner");
const audioToggle = (page: Page) => header(page).getByRole("button", { name: "Audio", exact: true });
const imagesToggle = (page: Page) => header(page).getByRole("button", { name: "Images", exact: true });
const narration = (page: Page) => page.getByTestId("narration-audio");
const sceneImage = (page: Page) => page.getByRole("img", { name: /^Scene illustration: / });
const sceneNumber = (page: Page) => page.getByTestId("scene-number");

async function openDemo(page: Page) {
  await page.goto(DEMO);
  await expect(page.getByRole("heading", { level: 1, name: DEMO_TITLE })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId("scene-text")).toBeVisible();
}

async function playOneTurn(page: Page) {
  const number = Number(((await sceneNumber(page).textContent()) ?? "").replace(/\D/g, ""));
  await page.getByRole("list", { name: "Or choose a specific action:" }).getByRole("button").first().click();
  await expect(sceneNumber(page)).toHaveText(`Scene ${number + 1}`, { timeout: 15_000 });
}

/** The request body of the next call to `path` made while `act` runs. */
async function bodyOfCall(page: Page, path: string, act: () => Promise<void>) {
  const [request] = await Promise.all([page.waitForRequest((r) => r.url().endsWith(path)), act()]);
  return request.postDataJSON() as Record<string, unknown>;
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The embedded voice takes about a second a scene on a quiet machine; CI's is not quiet. */
const SPEECH_MS = 30_000;

const previewButtons = (dialog: Locator) => dialog.getByRole("button", { name: /^Preview / });

test("an anonymous player hears the scene in a chosen voice, and sees, restyles and downloads its picture", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await openDemo(page);

  // Narration and pictures start off; nothing of theirs shows.
  await expect(audioToggle(page)).toHaveAttribute("aria-pressed", "false");
  await expect(imagesToggle(page)).toHaveAttribute("aria-pressed", "false");
  await expect(header(page).getByRole("button", { name: "Choose voice" })).toHaveCount(0);
  await expect(header(page).getByRole("combobox", { name: "Image style" })).toHaveCount(0);

  // Audio on: the voice chooser and the player appear, and the scene is narrated in the
  // default voice.
  const first = await bodyOfCall(page, "/api/tts/synthesize", () => audioToggle(page).click());
  expect(first).toMatchObject({ voiceId: "en-GB-Wavenet-A", gameTitle: DEMO_TITLE, sceneNumber: 1 });
  // The server narrates the session's current scene (issue 28 F3): the request names the session.
  expect(first.sessionToken).toEqual(expect.any(String));
  await expect(audioToggle(page)).toHaveAttribute("aria-pressed", "true");
  await expect(narration(page)).toHaveAttribute("src", /^data:audio\/mpeg;base64,/, { timeout: SPEECH_MS });

  // Choose Voice: the list, a preview (locked while it plays), another voice chosen.
  await header(page).getByRole("button", { name: "Choose voice" }).click();
  const dialog = page.getByRole("dialog", { name: "Choose Voice" });
  const voices = dialog.getByRole("list", { name: "Voices" }).getByRole("button", { pressed: true });
  await expect(voices).toHaveCount(1);
  await expect(voices).toContainText("Selected");
  await expect(dialog.getByRole("img", { name: "British English" }).first()).toBeVisible();
  // The scene is playing; a preview pauses it, so that the two never speak at once.
  await expect.poll(() => narration(page).evaluate((a: HTMLAudioElement) => !a.paused)).toBe(true);
  const preview = await bodyOfCall(page, "/api/tts/synthesize", () => previewButtons(dialog).nth(1).click());
  expect(preview.sessionToken).toBeUndefined();
  expect(preview).toMatchObject({
    gameTitle: "Voice Preview",
    options: { speakingRate: 1, pitch: 0, volumeGainDb: 0 },
  });
  expect(await narration(page).evaluate((a: HTMLAudioElement) => a.paused)).toBe(true);
  await expect(previewButtons(dialog).first()).toHaveAttribute("aria-disabled", "true");
  await expect(previewButtons(dialog).first()).not.toHaveAttribute("aria-disabled", { timeout: 6_000 });
  await expectAccessible(page);
  await snap(page, "play-media-voices-desktop");

  // The voices themselves (each voice's preview button is not a toggle).
  const other = dialog.locator('button[data-voice-id][aria-pressed="false"]').first();
  const otherName = (await other.getAttribute("aria-label")) ?? "";
  const otherId = await other.getAttribute("data-voice-id");
  // Chosen from the keyboard, as a click would. Behind the dialog nothing is narrated: the
  // scene is asked for in that voice once the dialog closes.
  const sceneCalls: string[] = [];
  const countScenes = (request: Request) => {
    if (request.url().endsWith("/api/tts/synthesize") && request.postDataJSON()?.gameTitle === DEMO_TITLE)
      sceneCalls.push(request.postDataJSON().voiceId);
  };
  page.on("request", countScenes);
  await other.focus();
  await page.keyboard.press("Enter");
  await expect(dialog.getByRole("button", { name: otherName })).toHaveAttribute("aria-pressed", "true");
  await expect(dialog.getByRole("button", { name: otherName })).toContainText("Selected");
  await expect(dialog.getByRole("button", { pressed: true })).toHaveCount(1);
  await expect(narration(page)).not.toHaveAttribute("src");
  const speech = await bodyOfCall(page, "/api/tts/synthesize", () =>
    dialog.getByRole("button", { name: "Done" }).click(),
  );
  expect(speech).toMatchObject({ gameTitle: DEMO_TITLE, sceneNumber: 1, options: { speakingRate: 1 } });
  expect(speech.voiceId).toBe(otherId);
  page.off("request", countScenes);
  expect(sceneCalls).toEqual([otherId]);
  await expect(dialog).toBeHidden();
  await expect(header(page).getByRole("button", { name: "Choose voice" })).toBeFocused();

  // The narration in that voice plays.
  await expect(narration(page)).toHaveAttribute("src", /^data:audio\/mpeg;base64,/, { timeout: SPEECH_MS });
  await expect
    .poll(() => narration(page).evaluate((a: HTMLAudioElement) => !a.paused || a.currentTime > 0))
    .toBe(true);
  await expect(page.getByRole("button", { name: "Pause narration" })).toBeVisible();

  // A new scene clears the audio, and the new scene is narrated.
  const spoken = await narration(page).getAttribute("src");
  const next = await bodyOfCall(page, "/api/tts/synthesize", () => playOneTurn(page));
  expect(next).toMatchObject({ sceneNumber: 2, voiceId: otherId });
  await expect(narration(page)).toHaveAttribute("src", /^data:audio\/mpeg;base64,/, { timeout: SPEECH_MS });
  expect(await narration(page).getAttribute("src")).not.toBe(spoken);

  // Images on: a picture of this scene, 768 × 512.
  const drawn = await bodyOfCall(page, "/api/images/generate", () => imagesToggle(page).click());
  expect(drawn).toMatchObject({ gameTitle: DEMO_TITLE, imageStyle: "photo-realistic" });
  expect(drawn.sessionToken).toBe(first.sessionToken);
  expect([typeof drawn.sceneText, typeof drawn.gameGenre, typeof drawn.childMode]).toEqual([
    "string",
    "string",
    "boolean",
  ]);
  await expect(sceneImage(page)).toBeVisible();
  expect(
    await sceneImage(page).evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]),
  ).toEqual([768, 512]);
  const firstSrc = await sceneImage(page).getAttribute("src");

  // A new style: a new request, a new picture. Arrowing through the picker passes three
  // styles (space-age, photo-realistic, comic-book); only the one it rests on is drawn.
  const styles: unknown[] = [];
  const countStyles = (request: Request) => {
    if (request.url().endsWith("/api/images/generate")) styles.push(request.postDataJSON()?.imageStyle);
  };
  page.on("request", countStyles);
  const picker = header(page).getByRole("combobox", { name: "Image style" });
  const restyled = await bodyOfCall(page, "/api/images/generate", async () => {
    await picker.focus();
    for (const key of ["ArrowDown", "ArrowUp", "ArrowUp"]) await page.keyboard.press(key);
  });
  await expect(picker).toHaveValue("comic-book");
  expect(restyled.imageStyle).toBe("comic-book");
  await expect(sceneImage(page)).toBeVisible();
  expect(await sceneImage(page).getAttribute("src")).not.toBe(firstSrc);
  page.off("request", countStyles);
  expect(styles).toEqual(["comic-book"]);

  // Download it.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download image" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${DEMO_TITLE} - Scene 2.png`);
  await expect(toast(page, "Image Downloaded")).toBeVisible();

  // Both on, as a person sees it.
  await expect(narration(page)).toHaveAttribute("src", /^data:audio/);
  await page.evaluate(() => window.scrollTo(0, 0));
  await snap(page, "play-media-desktop");
  await expectAccessible(page);

  // The choices are this browser's: a reload keeps them.
  await page.reload();
  await page.getByRole("button", { name: /^Continue where you left off/ }).click();
  await expect(audioToggle(page)).toHaveAttribute("aria-pressed", "true");
  await expect(header(page).getByRole("combobox", { name: "Image style" })).toHaveValue("comic-book");
  await expect(sceneImage(page)).toBeVisible();

  // Phone: every control reachable, nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalScroll(page);
  // On a phone they are in the header's menu, with their words (issue 33 item 7).
  await header(page).getByRole("button", { name: "Menu" }).click();
  for (const name of ["Audio", "Choose voice", "Images"]) {
    await expect(header(page).getByRole("button", { name, exact: true })).toBeInViewport();
  }
  await expect(header(page).getByRole("combobox", { name: "Image style" })).toBeInViewport();
  await snap(page, "play-media-phone");
  await header(page).getByRole("button", { name: "Choose voice" }).click();
  await expect(page.getByRole("dialog", { name: "Choose Voice" })).toBeVisible();
  await snap(page, "play-media-voices-phone");
});

test("the narration, the preview and the picture each say so when the server fails", async ({ page }) => {
  await failingMediaServer(page);
  await openDemo(page);

  await imagesToggle(page).click();
  await expect(toast(page, "Image Generation Failed")).toBeVisible();
  await expect(
    toasts(page).getByText("Could not generate scene image. The text adventure continues without images."),
  ).toBeVisible();
  await page.getByRole("button", { name: "Download image" }).click();
  await expect(toast(page, "No Image Available")).toBeVisible();

  await audioToggle(page).click();
  await expect(toast(page, "Audio Generation Failed")).toBeVisible();
  await expect(
    toasts(page).getByText("Could not generate audio narration. You can still read the text."),
  ).toBeVisible();

  await header(page).getByRole("button", { name: "Choose voice" }).click();
  const dialog = page.getByRole("dialog", { name: "Choose Voice" });
  await previewButtons(dialog).first().click();
  await expect(toast(page, "Preview Failed")).toBeVisible();
  await expect(toasts(page).getByText("Could not play voice preview. Please try again.")).toBeVisible();
  // A failed preview frees the buttons at once.
  await expect(previewButtons(dialog).first()).not.toHaveAttribute("aria-disabled");
});

test("audio the browser cannot play is dropped, and the player says so", async ({ page }) => {
  await brokenAudioServer(page);
  await openDemo(page);
  await audioToggle(page).click();
  await expect(toast(page, "Audio Generation Failed")).toBeVisible();
  await expect(
    toasts(page).getByText("Could not generate audio narration. You can still read the text."),
  ).toBeVisible();
  await expect(narration(page)).not.toHaveAttribute("src");
  await expect(page.getByRole("button", { name: "Play narration" })).toBeVisible();
});

test("narration and pictures in dark mode, turned on from an earlier visit", async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem(
      "taleforge.play-media.v1",
      JSON.stringify({ audioOn: true, imagesOn: true, imageStyle: "space-age", volume: 0.6, muted: true }),
    ),
  );
  await page.emulateMedia({ colorScheme: "dark" });
  await openDemo(page);
  await expect(sceneImage(page)).toBeVisible();
  await expect(header(page).getByRole("combobox", { name: "Image style" })).toHaveValue("space-age");
  await expect(page.getByRole("slider", { name: "Volume" })).toHaveValue("60");
  await expect(page.getByRole("button", { name: "Mute narration" })).toHaveAttribute("aria-pressed", "true");
  await snap(page, "play-media-desktop-dark");
  await expectAccessible(page);
});
