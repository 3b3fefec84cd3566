import { readFile } from "node:fs/promises";
import { expect, type Locator, type Page, test } from "@playwright/test";
import { expectAccessible, snap } from "./support";

const DEMO = "/play/demo-adventure";
const DEMO_TITLE = "The Lantern of Hollow Vale";

const textOf = async (locator: Locator) => (await locator.textContent()) ?? "";
const sceneText = (page: Page) => page.getByTestId("scene-text");
const sceneNumber = (page: Page) => page.getByTestId("scene-number");
const pastScenes = (page: Page) => page.getByTestId("transcript-scene");
const pastTexts = (page: Page) => page.getByTestId("transcript-text");
const actionsBetween = (page: Page) => page.getByTestId("transcript-action");
const health = (page: Page) => page.getByRole("progressbar", { name: "Health" });
const choiceButtons = (page: Page) =>
  page.getByRole("list", { name: "Or choose a specific action:" }).getByRole("button");

async function openDemo(page: Page) {
  await page.goto(DEMO);
  await expect(page.getByRole("heading", { level: 1, name: DEMO_TITLE })).toBeVisible({ timeout: 20_000 });
  await expect(sceneText(page)).toBeVisible();
}

/** Takes the first choice; returns the action sent and the scene it left. */
async function chooseFirst(page: Page) {
  const left = await textOf(sceneText(page));
  const number = Number((await textOf(sceneNumber(page))).replace(/\D/g, ""));
  const choice = choiceButtons(page).first();
  const action = (await choice.getAttribute("data-action")) ?? "";
  await choice.click();
  await expect(sceneNumber(page)).toHaveText(`Scene ${number + 1}`, { timeout: 15_000 });
  await expect(sceneText(page)).not.toHaveText(left);
  return { action, left };
}

async function playThree(page: Page) {
  const turns = [];
  for (let i = 0; i < 3; i++) turns.push(await chooseFirst(page));
  return turns;
}

test("the whole run is on screen; roll back, redo, edit the last scene, regenerate keeps health @both-databases", async ({
  page,
}) => {
  await openDemo(page);
  await expect(page.getByTestId("transcript")).toHaveCount(0);
  const turns = await playThree(page);

  // Scenes 1–3 above the current one, each action between, in order, word for word.
  await expect(pastScenes(page)).toHaveCount(3);
  await expect(actionsBetween(page)).toHaveText(turns.map((t) => `You: ${t.action}`));
  for (const [i, turn] of turns.entries()) await expect(pastTexts(page).nth(i)).toHaveText(turn.left);
  await expect(sceneNumber(page)).toHaveText("Scene 4");
  // The newest scene is at the bottom: below every earlier one, with the choices under it.
  const lastPast = await pastScenes(page).nth(2).boundingBox();
  const current = await sceneText(page).boundingBox();
  const choices = await choiceButtons(page).first().boundingBox();
  expect(lastPast && current && choices && lastPast.y < current.y && current.y < choices.y).toBe(true);
  const fourth = await textOf(sceneText(page));
  await snap(page, "transcript-desktop");
  await expectAccessible(page);

  // Roll back, then Redo brings the same scene back.
  await expect(page.getByRole("button", { name: "Redo" })).toHaveCount(0);
  await page.getByRole("button", { name: "Roll back" }).click();
  await expect(sceneNumber(page)).toHaveText("Scene 3");
  await expect(pastScenes(page)).toHaveCount(2);
  await snap(page, "transcript-desktop-rolled-back");
  await page.getByRole("button", { name: "Redo" }).click();
  await expect(sceneNumber(page)).toHaveText("Scene 4");
  await expect(sceneText(page)).toHaveText(fourth);
  await expect(pastScenes(page)).toHaveCount(3);
  await expect(page.getByRole("button", { name: "Redo" })).toHaveCount(0);

  // Edit the last scene: the page and the downloaded story show the player's text.
  const mine =
    "Wren sets the lantern down on the wet stones and listens. Nobody follows; the rain has stopped.";
  await page.getByRole("button", { name: "Edit scene" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit this scene" });
  await expect(dialog.getByLabel("Scene text")).not.toHaveValue("");
  await dialog.getByLabel("Scene text").fill(mine);
  await dialog.getByRole("button", { name: "Save edit" }).click();
  await expect(dialog).toBeHidden();
  await expect(sceneText(page)).toHaveText(mine);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Download story" }).click(),
  ]);
  const story = await readFile((await download.path()) as string, "utf8");
  expect(story).toContain(mine);
  for (const turn of turns) expect(story).toContain(`> ${turn.action}`);
  // The same scenes as on screen (paragraphs are one line each in the file).
  for (const [i] of turns.entries()) {
    const paragraphs = await pastTexts(page).nth(i).locator("p").allTextContents();
    for (const p of paragraphs) expect(story).toContain(p);
  }
  await snap(page, "transcript-desktop-edited");

  // Regenerate writes the scene again, with health as it was.
  const before = await health(page).getAttribute("aria-valuenow");
  await page.getByRole("button", { name: "Regenerate scene" }).click();
  await expect(sceneText(page)).not.toHaveText(mine, { timeout: 15_000 });
  await expect(sceneNumber(page)).toHaveText("Scene 4");
  await expect(health(page)).toHaveAttribute("aria-valuenow", before ?? "");
  await expect(pastScenes(page)).toHaveCount(3);
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the run reads top to bottom, and Redo is in reach after a roll back", async ({ page }) => {
    await openDemo(page);
    const turns = await playThree(page);
    // The scene just left joins the run above without pushing the new scene's title away.
    await page.waitForTimeout(800);
    await expect(page.locator("#scene-heading")).toBeInViewport();
    await expect(actionsBetween(page).last()).toHaveText(`You: ${turns[2]?.action}`);
    await page.screenshot({ path: "test-results/screens/transcript-phone-after-turns-viewport.png" });
    // Scenes far above are drawn as the reader scrolls up to them: the run starts at Scene 1.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(pastScenes(page).first()).toContainText("Scene 1");
    await expect(pastTexts(page).first()).toHaveText(turns[0]?.left ?? "");
    await page.screenshot({ path: "test-results/screens/transcript-phone-top-viewport.png" });
    // On a phone Roll back is in the header's Menu, and so is Redo once there is one.
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("button", { name: "Roll back", exact: true }).click();
    await expect(sceneNumber(page)).toHaveText("Scene 3");
    const redo = page.getByRole("main").getByRole("button", { name: "Redo" });
    // Beside the scene's title, which the page scrolls to after a roll back.
    await expect(redo).toBeInViewport();
    await page.getByRole("button", { name: "Menu" }).click();
    await expect(page.getByRole("banner").getByRole("button", { name: "Redo", exact: true })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(redo).toBeInViewport();
    await page.waitForTimeout(800);
    await page.screenshot({ path: "test-results/screens/transcript-phone-after-rollback-viewport.png" });
    // Nothing wider than the phone.
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    await snap(page, "transcript-phone-rolled-back");
    await page.screenshot({ path: "test-results/screens/transcript-phone-viewport.png" });
  });
});
