import { expect, type Locator, type Page, test } from "@playwright/test";
import { REFUSAL_SENTENCE } from "../contract/constants";
import { expectAccessible, heldSession, newUser, signUp, snap } from "./support";

const DEMO = "/play/demo-adventure";
const DEMO_TITLE = "The Lantern of Hollow Vale";

const textOf = async (locator: Locator) => (await locator.textContent()) ?? "";
const sceneText = (page: Page) => page.getByTestId("scene-text");
const sceneNumber = (page: Page) => page.getByTestId("scene-number");
const recentActions = (page: Page) => page.getByTestId("recent-actions");
const choiceButtons = (page: Page) =>
  page.getByRole("list", { name: "Or choose a specific action:" }).getByRole("button");
// While a dialog is open the rest of the page (the notifications too) is hidden from the
// accessibility tree, so the region is looked up including hidden elements.
const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/, includeHidden: true });
const toast = (page: Page, title: string) => toasts(page).getByText(title, { exact: true });

async function openDemo(page: Page) {
  await page.goto(DEMO);
  await expect(page.getByRole("heading", { level: 1, name: DEMO_TITLE })).toBeVisible({ timeout: 20_000 });
  await expect(sceneText(page)).toBeVisible();
  // The address is the game's public link (issue 33 item 5).
  await expect(page).not.toHaveURL(/[?&]session=/);
}

/** One turn: waits for the new scene, checks it differs and that the number went up by one. */
async function playTurn(page: Page, act: () => Promise<void>, actionText: string) {
  const before = await textOf(sceneText(page));
  const number = Number((await textOf(sceneNumber(page))).replace(/\D/g, ""));
  await act();
  await expect(sceneNumber(page)).toHaveText(`Scene ${number + 1}`, { timeout: 15_000 });
  await expect(sceneText(page)).not.toHaveText(before);
  await expect(recentActions(page).getByText(actionText, { exact: true }).first()).toBeVisible();
  return textOf(sceneText(page));
}

async function chooseFirst(page: Page) {
  const choice = choiceButtons(page).first();
  const text = (await choice.getAttribute("data-action")) ?? "";
  await playTurn(page, () => choice.click(), text);
  return text;
}

async function typeAction(page: Page, text: string, submit: "enter" | "button") {
  const disclosure = page.getByRole("button", { name: "Write your own action" });
  if ((await disclosure.getAttribute("aria-expanded")) !== "true") await disclosure.click();
  const input = page.getByLabel("Your action");
  await playTurn(
    page,
    async () => {
      await input.fill(text);
      if (submit === "enter") await input.press("Enter");
      else await page.getByRole("button", { name: "Take Action" }).click();
    },
    text,
  );
  await expect(input).toHaveValue("");
}

async function expectNoHorizontalScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

async function openSavePanel(page: Page): Promise<Locator> {
  const save = page.getByRole("button", { name: "Save", exact: true });
  // On a phone Save is in the header's menu (issue 33 item 7).
  if (!(await save.isVisible())) await page.getByRole("button", { name: "Menu" }).click();
  await save.click();
  const panel = page.getByRole("dialog");
  await expect(panel).toBeVisible();
  return panel;
}

test("an anonymous player plays five turns, rolls back, saves a code and continues elsewhere", async ({
  page,
  browser,
  context,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await openDemo(page);

  // The page names the game, hides itself from search engines, and starts at scene 1.
  await expect(page).toHaveTitle(`${DEMO_TITLE} - Play Adventure`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Great Lantern/);
  await expect(page.getByText("by Taleforge")).toBeVisible();
  await expect(sceneNumber(page)).toHaveText("Scene 1");
  await expect(page.getByRole("button", { name: "Begin Adventure" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Roll back" })).toBeDisabled();
  await expect(page.getByText("Or choose a specific action:")).toBeVisible();
  await expect(page.getByText("0/10 items")).toBeVisible();
  await snap(page, "play-desktop");
  await expectAccessible(page);

  // Five turns: choices and typed actions, by keyboard and by button.
  await chooseFirst(page);
  await expect(toast(page, "Progress Auto-Saved")).toBeVisible();
  await expect(page.getByRole("button", { name: "Continue", exact: true }).first()).toBeVisible();
  await typeAction(page, "Ask about the Great Lantern", "enter");
  await chooseFirst(page);
  await typeAction(page, "Light a candle and look around", "button");
  await chooseFirst(page);
  await expect(sceneNumber(page)).toHaveText("Scene 6");
  await expect(recentActions(page).getByRole("listitem")).toHaveCount(3);
  await expect(recentActions(page).getByText("Light a candle and look around")).toBeVisible();
  await snap(page, "play-desktop-after-turns");

  // The story so far downloads as a text file.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download story" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${DEMO_TITLE} - Story.txt`);
  await expect(toast(page, "Story Downloaded")).toBeVisible();

  // Roll back one scene.
  await page.getByRole("button", { name: "Roll back" }).click();
  await expect(toast(page, "Scene Rolled Back")).toBeVisible();
  await expect(toasts(page).getByText(/Returned to scene 5/)).toBeVisible();
  await expect(sceneNumber(page)).toHaveText("Scene 5");
  const savedScene = await textOf(sceneText(page));

  // Save with a code.
  const panel = await openSavePanel(page);
  await expect(panel.getByRole("heading", { name: "Save Game" })).toBeVisible();
  await expect(panel.getByRole("link", { name: "Sign in" })).toHaveAttribute(
    "href",
    /^\/api\/login\?returnTo=%2Fplay%2Fdemo-adventure%3Fsession%3D/,
  );
  await snap(page, "play-save-panel");
  await expectAccessible(page);
  await panel.getByRole("button", { name: "Create Save" }).click();
  const saveDialog = page.getByRole("dialog", { name: "Save Your Game" });
  await expect(saveDialog).toBeVisible();
  const nameField = saveDialog.getByLabel("Save name");
  await nameField.fill("   ");
  await expect(saveDialog.getByRole("button", { name: "Create Save" })).toBeDisabled();
  await nameField.fill("Before the chapel");
  await snap(page, "play-save-dialog");
  await saveDialog.getByRole("button", { name: "Create Save" }).click();

  const success = page.getByRole("dialog", { name: "Game Saved Successfully" });
  await expect(success).toBeVisible();
  const code = (await textOf(success.getByTestId("save-code"))).trim();
  // Like SAVE-XXXXXX, 12 characters long: too many to guess (ADR 015).
  expect(code).toMatch(/^SAVE-[A-Z0-9]{12}$/);
  await expect(success.getByText(/Expires on .+ at /)).toBeVisible();
  await success.getByRole("button", { name: "Copy code" }).click();
  await expect(toast(page, "Copied!")).toBeVisible();
  await expect(success.getByRole("button", { name: "Copied" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
  await expect(success.getByRole("button", { name: "Copy code" })).toBeVisible({ timeout: 4000 });
  await snap(page, "play-save-success");
  await expectAccessible(page);
  await success.getByRole("button", { name: "Done" }).click();
  await expect(success).toBeHidden();

  // A fresh browser: its own new game, then the code brings back the saved scene.
  const other = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page2 = await other.newPage();
  await openDemo(page2);
  await expect(sceneNumber(page2)).toHaveText("Scene 1");
  const panel2 = await openSavePanel(page2);
  await panel2.getByRole("button", { name: "Enter Save Code" }).click();
  const loadDialog = page2.getByRole("dialog", { name: "Load Saved Game" });
  const codeField = loadDialog.getByLabel("Save code");
  await expect(codeField).toHaveAttribute("placeholder", "SAVE-XXXXXX");
  await expect(loadDialog.getByRole("button", { name: "Load Game" })).toBeDisabled();
  await codeField.pressSequentially(code.toLowerCase());
  await expect(codeField).toHaveValue(code);
  await snap(page2, "play-load-dialog");
  await loadDialog.getByRole("button", { name: "Load Game" }).click();
  await expect(toast(page2, "Save Loaded!")).toBeVisible();
  await expect(sceneNumber(page2)).toHaveText("Scene 5");
  await expect(sceneText(page2)).toHaveText(savedScene);
  await expect(recentActions(page2).getByRole("listitem")).toHaveCount(3);

  // Play carries on from there, and a reload offers the loaded session to continue.
  await chooseFirst(page2);
  await page2.reload();
  await page2.getByRole("button", { name: /^Continue where you left off \(Scene 6, / }).click();
  await expect(sceneNumber(page2)).toHaveText("Scene 6", { timeout: 15_000 });
  await other.close();
});

test("a wrong save code says so", async ({ page }) => {
  await openDemo(page);
  const panel = await openSavePanel(page);
  await panel.getByRole("button", { name: "Enter Save Code" }).click();
  const loadDialog = page.getByRole("dialog", { name: "Load Saved Game" });
  await loadDialog.getByLabel("Save code").fill("SAVE-ZZZZZZ");
  await loadDialog.getByRole("button", { name: "Load Game" }).click();
  await expect(toast(page, "Load Failed")).toBeVisible();
  await expect(toasts(page).getByText("Save code not found or expired")).toBeVisible();
});

test("a signed-in player's auto-saves are listed, and Load returns to one", async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page, newUser("Ash"));
  await openDemo(page);
  await chooseFirst(page);
  const sceneTwo = await textOf(sceneText(page));
  await chooseFirst(page);
  await expect(sceneNumber(page)).toHaveText("Scene 3");

  const panel = await openSavePanel(page);
  await expect(panel.getByRole("heading", { name: "Auto-Saves" })).toBeVisible();
  const saves = panel.getByTestId("auto-saves").getByRole("listitem");
  await expect(saves).toHaveCount(2);
  await expect(saves.first()).toContainText("Scene 3");
  await snap(page, "play-auto-saves");
  await expectAccessible(page);

  // Loading changes the session, so the page posts it; the GET of the session only reads.
  const posted = page.waitForRequest((r) => r.method() === "POST" && r.url().endsWith("/load-save"));
  await panel.getByRole("button", { name: /Load Auto-save · Scene 2/ }).click();
  expect((await posted).postDataJSON()).toEqual({ saveId: expect.any(String) });
  await expect(sceneNumber(page)).toHaveText("Scene 2", { timeout: 15_000 });
  await expect(sceneText(page)).toHaveText(sceneTwo);
  // The save's id leaves the address once it is loaded, and so does the session.
  await expect(page).toHaveURL(/\/play\/demo-adventure$/);

  // A save that is gone: said so, and the game opens where it is, still playable.
  await page.goto(`${DEMO}?session=${await heldSession(page)}&loadSave=no-such-save`);
  await expect(toast(page, "Save Not Found")).toBeVisible({ timeout: 15_000 });
  await expect(sceneNumber(page)).toHaveText("Scene 2");
  await expect(page.getByRole("heading", { name: "Game not found" })).toHaveCount(0);
  await expect(page).not.toHaveURL(/loadSave=/);
  await chooseFirst(page);
});

test("an unreachable server shows the Connection Error toast and keeps the scene", async ({ page }) => {
  await openDemo(page);
  const before = await textOf(sceneText(page));
  // The request hangs a moment (the pending state), then the network fails.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/sessions/*/action", async (route) => {
    await held;
    await route.abort("failed");
  });
  await choiceButtons(page).first().click();
  await expect(page.getByText("AI is processing your action... (this may take 10-15 seconds)")).toBeVisible();
  await expect(choiceButtons(page).first()).toBeDisabled();
  await expect(page.getByRole("button", { name: "Begin Adventure" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Roll back" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Save", exact: true })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Download story" })).toBeDisabled();
  await snap(page, "play-pending");
  release();
  await expect(toast(page, "Connection Error")).toBeVisible();
  await expect(
    toasts(page).getByText("Unable to connect to the server. Please check your internet connection."),
  ).toBeVisible();
  await expect(sceneText(page)).toHaveText(before);
  await expect(sceneNumber(page)).toHaveText("Scene 1");
  await expect(choiceButtons(page).first()).toBeEnabled();
  await expect(page.getByRole("button", { name: "Save", exact: true })).toBeEnabled();
  await expect(page.getByRole("button", { name: "Download story" })).toBeEnabled();
});

test("a refused action opens the System Restriction popup and leaves the scene as it was", async ({
  page,
}) => {
  // A child-mode game can't be made through the UI yet: the server's refusal is played back here
  // (as a plain JSON answer, which also covers the client's non-streaming path).
  await openDemo(page);
  const before = await textOf(sceneText(page));
  const session = await page.evaluate(() => new URLSearchParams(window.location.search).get("session"));
  const current = await (await page.request.get(`/api/sessions/${session}`)).json();
  await page.route("**/api/sessions/*/action", (route) =>
    route.fulfill({
      json: {
        ...current,
        sceneDescription: current.currentScene,
        currentScene: undefined,
        systemMessage: REFUSAL_SENTENCE,
      },
    }),
  );
  const disclosure = page.getByRole("button", { name: "Write your own action" });
  await disclosure.click();
  await page.getByLabel("Your action").fill("Something not for children");
  await page.getByLabel("Your action").press("Enter");
  const popup = page.getByRole("dialog", { name: "System Restriction" });
  await expect(popup).toBeVisible();
  await expect(popup.getByText(/pick one of the available actions/)).toBeVisible();
  await snap(page, "play-restriction");
  await expectAccessible(page);
  await popup.getByRole("button", { name: "ACKNOWLEDGED" }).click();
  await expect(popup).toBeHidden();
  await expect(sceneText(page)).toHaveText(before);
  await expect(sceneNumber(page)).toHaveText("Scene 1");
});

test("an unknown game shows Game not found with Go Back", async ({ page }) => {
  await page.goto("/");
  await page.goto("/play/no-such-adventure-here");
  await expect(page.getByRole("heading", { name: "Game not found" })).toBeVisible({ timeout: 15_000 });
  await snap(page, "play-not-found");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Go Back" }).click();
  await expect(page).toHaveURL(/\/$/);

  // A session that no longer exists offers a fresh start of the same game.
  await page.goto(`${DEMO}?session=${"x".repeat(43)}`);
  await expect(page.getByRole("heading", { name: "Game not found" })).toBeVisible({ timeout: 15_000 });
  await page.getByRole("link", { name: "Start a New Game" }).click();
  await expect(page.getByRole("heading", { level: 1, name: DEMO_TITLE })).toBeVisible({ timeout: 20_000 });
  await expect(sceneNumber(page)).toHaveText("Scene 1");
});

test("on a phone the play screen stacks without sideways scrolling", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openDemo(page);
  await expectNoHorizontalScroll(page);
  await expect(page.getByRole("button", { name: "Menu" })).toBeVisible();
  await snap(page, "play-phone");
  await page.screenshot({ path: "test-results/screens/play-phone-screen.png" });
  await expectAccessible(page);
  await chooseFirst(page);
  await expectNoHorizontalScroll(page);
  const panel = await openSavePanel(page);
  await expect(panel.getByRole("button", { name: "Create Save" })).toBeVisible();
  await snap(page, "play-phone-save-panel");
});

test("a player who has fallen sees the end of the run, not buttons that would fail", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openDemo(page);
  await chooseFirst(page);
  // A fall is rare in the demo's storyteller: the server's session answer is played back at
  // health 0 with `ended`, as the server sends it after a fatal scene (play-routes.test.ts).
  await page.route(/\/api\/sessions\/[^/?]+$/, async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    body.playerState.health = 0;
    body.ended = true;
    await route.fulfill({ response, json: body });
  });
  await page.reload();
  await page.getByRole("button", { name: /^Continue where you left off/ }).click();
  const ended = page.getByTestId("run-ended");
  await expect(ended).toBeVisible({ timeout: 15_000 });
  await expect(ended.getByRole("heading", { name: "Your strength gave out" })).toBeVisible();
  await expect(ended.getByRole("link", { name: "Play Again" })).toHaveAttribute("href", `${DEMO}?restart=1`);
  await expect(ended.getByRole("button", { name: "Roll Back" })).toBeEnabled();
  await expect(page.getByRole("button", { name: "Continue", exact: true })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Write your own action" })).toHaveCount(0);
  await expectNoHorizontalScroll(page);
  await snap(page, "play-fallen-phone");
  await expectAccessible(page);
});

test("the old /gameplay link opens the game's preview", async ({ page }) => {
  await page.goto("/gameplay?gameId=demo-adventure");
  await expect(page).toHaveURL(/\/play\/game-demo-adventure\?preview=true/);
  await expect(page.getByRole("heading", { level: 1, name: DEMO_TITLE })).toBeVisible({ timeout: 20_000 });
});

test("leaving the play page puts the title back", async ({ page }) => {
  await page.goto("/");
  const homeTitle = await page.title();
  await page.evaluate(() => {
    window.history.pushState(null, "", "/play/demo-adventure");
    window.dispatchEvent(new PopStateEvent("popstate"));
  });
  await expect(page).toHaveTitle(`${DEMO_TITLE} - Play Adventure`, { timeout: 20_000 });
  await page.getByRole("button", { name: "Go back" }).click();
  await expect(page).toHaveTitle(homeTitle);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
});

test("the play screen in dark mode", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "dark" });
  await openDemo(page);
  await expect(page.locator("html")).toHaveClass(/dark/);
  await chooseFirst(page);
  await snap(page, "play-desktop-dark");
  await expectAccessible(page);
});

test("Next Chapter moves a structured story on to its next chapter", async ({ page }) => {
  await openDemo(page);
  // Not on the opening (issue 33 item 6): a turn first, then Next Chapter asks.
  await chooseFirst(page);
  await page.getByRole("button", { name: "Next Chapter" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Skip to Next Chapter" }).click();
  await expect(toast(page, "Chapter Advanced")).toBeVisible({ timeout: 15_000 });
  await expect(toasts(page).getByText("Moved to Bells Under Water")).toBeVisible();
  await expect(sceneNumber(page)).toHaveText("Scene 3");
  await expect(page.getByRole("button", { name: "Continue", exact: true })).toBeVisible();
});

test("Regenerate writes the latest scene again from the same action", async ({ page }) => {
  await openDemo(page);
  const regenerate = page.getByRole("button", { name: "Regenerate scene" });
  await expect(regenerate).toBeDisabled();
  const action = await chooseFirst(page);
  const first = await textOf(sceneText(page));
  await regenerate.click();
  await expect(sceneText(page)).not.toHaveText(first, { timeout: 15_000 });
  await expect(sceneNumber(page)).toHaveText("Scene 2");
  await expect(recentActions(page).getByText(action, { exact: true })).toHaveCount(1);
  await expect(regenerate).toBeEnabled();
});
