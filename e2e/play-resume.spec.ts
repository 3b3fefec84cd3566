import { expect, type Page, test } from "@playwright/test";
import { expectAccessible, heldSession, newUser, signUp, snap } from "./support";

const DEMO = "/play/demo-adventure";
const DEMO_TITLE = "The Lantern of Hollow Vale";

const sceneText = (page: Page) => page.getByTestId("scene-text").last();
const sceneNumber = (page: Page) => page.getByTestId("scene-number").last();
const choiceButtons = (page: Page) =>
  page.getByRole("list", { name: "Or choose a specific action:" }).getByRole("button");
const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/, includeHidden: true });
const gameHeading = (page: Page) => page.getByRole("heading", { level: 1, name: DEMO_TITLE });

async function chooseFirst(page: Page, next: number) {
  await choiceButtons(page).first().click();
  await expect(sceneNumber(page)).toHaveText(`Scene ${next}`, { timeout: 15_000 });
}

/** Counts the new runs the page starts. */
function countStarts(page: Page) {
  let starts = 0;
  page.on("request", (r) => {
    if (r.method() === "POST" && r.url().endsWith("/api/sessions/start")) starts += 1;
  });
  return () => starts;
}

test("a visitor finds the demo on the landing page and plays its first scene", async ({ page }) => {
  await page.goto("/");
  // The hero's choices are a picture of a scene, not buttons that do nothing.
  const preview = page.getByRole("figure", { name: "Example of a scene being played" });
  await expect(preview.getByRole("button")).toHaveCount(0);
  await expect(preview.getByRole("listitem")).toHaveCount(3);
  await snap(page, "landing-demo");
  await page.getByRole("link", { name: "Play the demo" }).first().click();
  await expect(gameHeading(page)).toBeVisible({ timeout: 20_000 });
  await expect(sceneNumber(page)).toHaveText("Scene 1");
  await expect(page.getByRole("heading", { level: 2, name: "The Cold Lantern" })).toBeVisible();
  await expect(page).not.toHaveURL(/session=/);
});

test("Start Creating greets a new user with Create account, Sign In with Welcome back, quoting a real game", async ({
  page,
}) => {
  await page.goto("/");
  await page.getByRole("banner").getByRole("link", { name: "Start Creating" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Create your account" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Create account" })).toHaveAttribute("aria-selected", "true");
  await expect(page.getByText("The Great Lantern has gone dark")).toBeVisible();
  await expect(page.getByText("Lighthouse Keeper")).toHaveCount(0);
  await snap(page, "sign-in-create-account");
  await page.goto("/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Welcome back" })).toBeVisible();
});

test("reopening the game offers Continue where you left off, which returns to the scene; Start over begins anew @both-databases", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto(DEMO);
  await expect(gameHeading(page)).toBeVisible({ timeout: 20_000 });
  const first = await heldSession(page);
  await chooseFirst(page, 2);
  const sceneTwo = (await sceneText(page).textContent()) ?? "";

  const starts = countStarts(page);
  await page.reload();
  const resume = page.getByRole("button", {
    name: /^Continue where you left off \(Scene 2, (just now|1 minute ago)\)$/,
  });
  await expect(resume).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole("button", { name: "Start over" })).toBeVisible();
  await snap(page, "play-resume-offer");
  await expectAccessible(page);
  // Nothing is started before the player chooses.
  expect(starts()).toBe(0);
  await resume.click();
  await expect(sceneNumber(page)).toHaveText("Scene 2", { timeout: 15_000 });
  await expect(sceneText(page)).toHaveText(sceneTwo);
  expect(starts()).toBe(0);
  expect(await heldSession(page)).toBe(first);

  // Start over: a new run at Scene 1, held in place of the old one.
  await page.reload();
  await page.getByRole("button", { name: "Start over" }).click();
  await expect(sceneNumber(page)).toHaveText("Scene 1", { timeout: 20_000 });
  expect(starts()).toBe(1);
  await expect.poll(() => heldSession(page)).not.toBe(first);
});

test("the address drops the session once read, and Share copies the game's public link", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.goto(DEMO);
  await expect(gameHeading(page)).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/play\/demo-adventure$/);
  const token = await heldSession(page);
  await chooseFirst(page, 2);

  // A link with the session (the spec's links, a save's return) still opens that run…
  await page.evaluate(() => localStorage.clear());
  await page.goto(`${DEMO}?session=${token}`);
  await expect(sceneNumber(page)).toHaveText("Scene 2", { timeout: 15_000 });
  // …and then the address is the game's own.
  await expect(page).toHaveURL(/\/play\/demo-adventure$/);
  expect(page.url()).not.toContain(token);

  await page.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("button", { name: "Share this game" }).click();
  await expect(toasts(page).getByText("Link Copied", { exact: true })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(new URL(DEMO, page.url()).href);
  expect(copied).not.toContain("session");
  // The run carries on after the address changed.
  await chooseFirst(page, 3);
});

test("Next Chapter is not offered on the opening, and asks before skipping the rest of a chapter", async ({
  page,
}) => {
  await page.goto(DEMO);
  await expect(gameHeading(page)).toBeVisible({ timeout: 20_000 });
  // The opening has one way forward: begin.
  await expect(page.getByRole("button", { name: "Begin Adventure" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Next Chapter" })).toHaveCount(0);

  await chooseFirst(page, 2);
  const scene = (await sceneText(page).textContent()) ?? "";
  await page.getByRole("button", { name: "Next Chapter" }).click();
  const ask = page.getByRole("dialog", { name: "Skip the rest of “The Cold Lantern”?" });
  await expect(ask).toBeVisible();
  await snap(page, "play-next-chapter-asks");
  await ask.getByRole("button", { name: "Cancel" }).click();
  await expect(ask).toBeHidden();
  await expect(sceneNumber(page)).toHaveText("Scene 2");
  await expect(sceneText(page)).toHaveText(scene);

  await page.getByRole("button", { name: "Next Chapter" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Skip to Next Chapter" }).click();
  await expect(toasts(page).getByText("Moved to Bells Under Water")).toBeVisible({ timeout: 15_000 });
  await expect(sceneNumber(page)).toHaveText("Scene 3");
});

test("a signed-in player on a browser without the run is offered it from their auto-saves", async ({
  page,
}) => {
  await signUp(page, newUser("Rook"));
  await page.goto(DEMO);
  await expect(gameHeading(page)).toBeVisible({ timeout: 20_000 });
  const first = await heldSession(page);
  await chooseFirst(page, 2);
  const sceneTwo = (await sceneText(page).textContent()) ?? "";

  // Another browser: nothing held here, so a new run opens, and the auto-saved one is offered.
  await page.evaluate(() => localStorage.clear());
  await page.goto(DEMO);
  await expect(sceneNumber(page)).toHaveText("Scene 1", { timeout: 20_000 });
  const offer = page.getByRole("region", { name: "Your auto-saves hold a run of this game." });
  const resume = offer.getByRole("button", { name: /^Continue where you left off \(Scene 2, / });
  await expect(resume).toBeVisible({ timeout: 15_000 });
  await snap(page, "play-auto-save-offer");
  await expectAccessible(page);
  await resume.click();
  await expect(sceneNumber(page)).toHaveText("Scene 2", { timeout: 15_000 });
  await expect(sceneText(page)).toHaveText(sceneTwo);
  await expect(page).toHaveURL(/\/play\/demo-adventure$/);
  expect(await heldSession(page)).toBe(first);
  await expect(offer).toHaveCount(0);
});
