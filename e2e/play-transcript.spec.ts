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

/** Writes and sends an action of the player's own; returns when the next scene is on screen. */
async function typeAction(page: Page, action: string) {
  const number = Number((await textOf(sceneNumber(page))).replace(/\D/g, ""));
  const input = page.getByLabel("Your action");
  if (!(await input.isVisible())) await page.getByRole("button", { name: "Write your own action" }).click();
  await input.fill(action);
  await input.press("Enter");
  await expect(sceneNumber(page)).toHaveText(`Scene ${number + 1}`, { timeout: 15_000 });
}

/**
 * Records, each frame, where the current scene's title is on screen (its top, in px), one path
 * per scene shown: a reader's eye follows that title as the page brings a new scene in.
 */
async function recordTitlePaths(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { titlePaths: number[][] };
    w.titlePaths = [];
    let shown = "";
    const frame = () => {
      const now = document.querySelector('[data-testid="scene-number"]')?.textContent ?? "";
      if (now !== shown) {
        shown = now;
        w.titlePaths.push([]);
      }
      const top = document.getElementById("scene-heading")?.getBoundingClientRect().top;
      if (top !== undefined) w.titlePaths.at(-1)?.push(Math.round(top));
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
}

/**
 * Once the page is still, the path the new scene's title took since it showed. The page
 * scrolled to it and it came in from one side; it never went past its place and came back, nor
 * left the screen on the way in once it was near (the ~700 px lurch of one phone turn in three).
 */
async function titlePathOnceStill(page: Page) {
  let last = "";
  await expect
    .poll(
      async () => {
        const now = JSON.stringify(
          await page.evaluate(() => [
            window.scrollY,
            document.getElementById("scene-heading")?.getBoundingClientRect().top,
          ]),
        );
        const still = now === last;
        last = now;
        return still;
      },
      { intervals: [250] },
    )
    .toBe(true);
  return page.evaluate(() => [
    ...((window as unknown as { titlePaths: number[][] }).titlePaths.at(-1) ?? []),
  ]);
}

/** How far (px) the title moved away from where it ended after it had been nearer. */
function wentPastBy(path: number[]) {
  const end = path.at(-1) ?? 0;
  let nearest = Number.POSITIVE_INFINITY;
  let worst = 0;
  for (const top of path) {
    const off = Math.abs(top - end);
    nearest = Math.min(nearest, off);
    worst = Math.max(worst, off - nearest);
  }
  return worst;
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

  // The next turn follows an edit. The built-in storyteller lets the player pick up a small thing
  // only if the recent scenes mention it: asked for out of nowhere, there is none.
  const wanted = "Take the silver locket";
  const inventory = page.getByRole("region", { name: "Inventory" });
  await typeAction(page, wanted);
  // (its words for "none here" vary: the title and the pack say it plainly)
  await expect(sceneText(page)).toContainText("silver locket");
  await expect(page.locator("#scene-heading")).not.toHaveText("The Silver Locket");
  await expect(inventory).not.toContainText("Silver Locket");
  await page.getByRole("button", { name: "Roll back" }).click();
  await expect(sceneNumber(page)).toHaveText("Scene 4");
  // The same scene, edited to name the locket: the same action now finds it.
  await page.getByRole("button", { name: "Edit scene" }).click();
  await dialog
    .getByLabel("Scene text")
    .fill("A silver locket glints in the mud beside the well. Wren looks twice.");
  await dialog.getByRole("button", { name: "Save edit" }).click();
  await expect(dialog).toBeHidden();
  await typeAction(page, wanted);
  await expect(page.locator("#scene-heading")).toHaveText("The Silver Locket");
  // The scene tells of it (in words that vary), and the pack holds it.
  await expect(sceneText(page)).toContainText("silver locket");
  await expect(inventory).toContainText("Silver Locket");
  // The run above keeps the edited scene, with the action after it.
  await expect(pastTexts(page).last()).toHaveText(/A silver locket glints in the mud/);
  await expect(actionsBetween(page).last()).toHaveText(`You: ${wanted}`);
  await snap(page, "transcript-desktop-edit-followed");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the transcript shows 12 turns in order", async ({ page }) => {
    test.setTimeout(90_000);
    await openDemo(page);
    await recordTitlePaths(page);
    const turns = [];
    for (let i = 0; i < 12; i++) {
      turns.push(await chooseFirst(page));
      // The reader reads each new scene: the page has brought its title in without a lurch.
      const path = await titlePathOnceStill(page);
      expect(wentPastBy(path), `turn ${i + 1}: the title's path ${path.join(" ")}`).toBeLessThanOrEqual(48);
      expect(path.at(-1)).toBeGreaterThanOrEqual(56);
      expect(path.at(-1)).toBeLessThan(844 / 2);
    }
    await expect(sceneNumber(page)).toHaveText("Scene 13");

    // After the 12th turn: one header row of at most 56 px, and the new scene's title below it.
    const header = page.locator("header[data-play-header]");
    await expect
      .poll(async () => {
        const head = await header.boundingBox();
        const title = await page.locator("#scene-heading").boundingBox();
        if (!head || !title) return "not on screen";
        if (head.height > 56) return `header ${head.height} px`;
        return title.y >= head.y + head.height - 1 && title.y + title.height <= 844 ? "ok" : "title hidden";
      })
      .toBe("ok");
    await page.screenshot({ path: "test-results/screens/transcript-phone-12-turns-viewport.png" });
    await snap(page, "transcript-phone-12-turns");

    // Read the run from the newest scene up, a screen at a time, as a reader scrolls back: the
    // windowed list draws only the scenes near the viewport, so each is collected as it is drawn.
    type Seen = { action: string; text: string };
    const seen = new Map<number, Seen>();
    const collect = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>("[data-item-key]")].map((item) => ({
          number: Number(item.dataset.itemKey),
          action: item.querySelector('[data-testid="transcript-action"]')?.textContent ?? "",
          text: item.querySelector('[data-testid="transcript-text"]')?.textContent ?? "",
        })),
      );
    for (let guard = 0, still = 0; guard < 200 && seen.size < turns.length && still < 3; guard++) {
      for (const item of await collect()) seen.set(item.number, item);
      const atTop = await page.evaluate(() => window.scrollY <= 0);
      still = atTop ? still + 1 : 0;
      await page.evaluate(() => window.scrollBy(0, -window.innerHeight * 0.8));
      await page.waitForTimeout(atTop ? 200 : 60);
    }
    for (const item of await collect()) seen.set(item.number, item);
    await expect(pastScenes(page).first()).toContainText("Scene 1");
    const squash = (text: string) => text.replace(/\s+/g, "");
    expect([...seen.keys()].sort((a, b) => a - b)).toEqual(turns.map((_, i) => i + 1));
    for (const [i, turn] of turns.entries()) {
      const scene = seen.get(i + 1);
      // Word for word: the scene the player left, and the action they took before it.
      expect(squash(scene?.text ?? "")).toBe(squash(turn.left));
      expect(scene?.action ?? "").toBe(i === 0 ? "" : `You: ${turns[i - 1]?.action}`);
    }
    // In order on the page, and the 12th action just above the current scene.
    const tops = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>("[data-item-key]")].map((el) => [
        Number(el.dataset.itemKey),
        el.getBoundingClientRect().top,
      ]),
    );
    for (let i = 1; i < tops.length; i++) expect(tops[i]?.[0]).toBe((tops[i - 1]?.[0] ?? 0) + 1);
    for (let i = 1; i < tops.length; i++) expect(tops[i]?.[1]).toBeGreaterThan(tops[i - 1]?.[1] ?? 0);
    await expect(actionsBetween(page).last()).toHaveText(`You: ${turns[11]?.action}`);

    // Roll back from the menu: Scene 12 again, eleven scenes above it, its title in view.
    await page.getByRole("button", { name: "Menu" }).click();
    await page.getByRole("button", { name: "Roll back", exact: true }).click();
    await expect(sceneNumber(page)).toHaveText("Scene 12");
    await expect(sceneText(page)).toHaveText(turns[11]?.left ?? "");
    await expect(page.locator("#scene-heading")).toBeInViewport();
    await expect(actionsBetween(page).last()).toHaveText(`You: ${turns[10]?.action}`);
    await page.waitForTimeout(500);
    await page.screenshot({ path: "test-results/screens/transcript-phone-12-rolled-back-viewport.png" });
    await snap(page, "transcript-phone-12-rolled-back");
  });

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
    // Beside the scene's title, which the page scrolls to after a roll back (and lands there once
    // the run above has been measured, 700 ms on: the reader waits for it, as a reader would).
    await expect(redo).toBeInViewport();
    await page.waitForTimeout(900);
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
