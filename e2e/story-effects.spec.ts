import { readFile } from "node:fs/promises";
import { expect, type Page, test } from "@playwright/test";
import { createGame } from "./dashboard-support";
import { expectAccessible, newUser, signUp } from "./support";

// Issue 29 §4: authors keep control of their graph in play. A choice's effects, set in the Story
// Editor (from the scene text's suggestion), are what the inventory shows; a typed action at
// scene 3 leaves the player at scene 3 or further; a Twee round trip keeps the effect.

test.describe.configure({ timeout: 180_000 });

const TITLE = "The Clockwork Key";
const SHOTS = "/work/wt/shots";

/** Four scenes in two chapters; the first scene says the hero picks up the key. */
const STORY = {
  chapters: [
    {
      id: "ch-workshop",
      title: "The Workshop",
      scenes: [
        {
          id: "s-bench",
          title: "The Bench",
          description: "Wren picks up the clockwork key from the bench. It is still warm.",
          choices: [
            { id: "c-out", text: "Go out to the street", leadsToScene: "s-street" },
            { id: "c-stay", text: "Wait for the clockmaker", leadsToScene: "s-street" },
          ],
        },
        {
          id: "s-street",
          title: "The Lamplit Street",
          description: "Rain shines on the cobbles. The canal is close.",
          choices: [{ id: "c-canal", text: "Walk down to the canal", leadsToChapter: "ch-canal" }],
        },
      ],
    },
    {
      id: "ch-canal",
      title: "The Canal",
      scenes: [
        {
          id: "s-bank",
          title: "The Canal Bank",
          description: "Fog lies on the water. A brass door is set into the lock house wall.",
          choices: [{ id: "c-door", text: "Open the brass door", leadsToScene: "s-lock" }],
        },
        {
          id: "s-lock",
          title: "The Lock House",
          description: "Inside it is warm, and the key turns the great clock.",
          isEndingScene: true,
          choices: [],
        },
      ],
    },
  ],
};

const sceneHeading = (page: Page) => page.locator("#scene-heading");
const sceneNumber = (page: Page) => page.getByTestId("scene-number");
const inventory = (page: Page) => page.getByRole("region", { name: "Inventory" });
const progressOf = async (page: Page) =>
  Number(
    (await page.getByRole("progressbar", { name: "Story completion" }).getAttribute("aria-valuenow")) ?? "-1",
  );

/** The first scene, open in the editor's side panel (ADR 034: edited in place). */
async function openChoiceEffects(page: Page) {
  const panel = page.getByRole("article");
  await expect(panel.getByLabel("Title")).toHaveValue("The Bench");
  return panel;
}

async function choose(page: Page, text: string) {
  const before = Number((await sceneNumber(page).textContent())?.replace(/\D/g, ""));
  await page.getByRole("button", { name: text, exact: true }).click();
  await expect(sceneNumber(page)).toHaveText(`Scene ${before + 1}`, { timeout: 20_000 });
}

async function typeAction(page: Page, text: string) {
  const before = Number((await sceneNumber(page).textContent())?.replace(/\D/g, ""));
  const disclosure = page.getByRole("button", { name: "Write your own action" });
  if ((await disclosure.getAttribute("aria-expanded")) !== "true") await disclosure.click();
  await page.getByLabel("Your action").fill(text);
  await page.getByLabel("Your action").press("Enter");
  await expect(sceneNumber(page)).toHaveText(`Scene ${before + 1}`, { timeout: 30_000 });
}

/** Plays the game's preview from its first scene: the key is in the pack after choice 1. */
async function playWithKey(page: Page, shareSlug: string) {
  await page.goto(`/play/${shareSlug}?preview=true`);
  await expect(sceneHeading(page)).toHaveText("The Bench", { timeout: 20_000 });
  await expect(inventory(page)).toContainText("Your pack is empty");
  await choose(page, "Go out to the street");
  await expect(sceneHeading(page)).toHaveText("The Lamplit Street");
  await expect(inventory(page)).toContainText("clockwork key");
  await expect(inventory(page)).toContainText("1/10 items");
}

test("a choice's effect from the editor's suggestion fills the inventory; a typed action at scene 3 stays; Twee keeps the effect", async ({
  page,
}) => {
  await signUp(page, newUser("Ada"));
  const game = await createGame(page.request, { title: TITLE });
  const saved = await page.request.patch(`/api/games/${game.id}`, { data: { storyBeats: STORY } });
  expect(saved.ok(), await saved.text()).toBe(true);

  // The author: the scene's text says Wren picks up the key; one click makes it choice 1's item.
  await page.goto(`/story-editor/${game.id}`);
  await expect(page.getByRole("heading", { name: "Story Editor", level: 1 })).toBeVisible();
  const dialog = await openChoiceEffects(page);
  const suggestion = dialog.getByRole("button", { name: "Add “clockwork key” as this choice's item" });
  await expect(suggestion).toHaveCount(2);
  await suggestion.first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/play-choice-suggestion-1280.png` });
  await suggestion.first().click();
  await expect(dialog.getByRole("list", { name: "Items choice 1 gives" })).toHaveText(/clockwork key/);
  await expect(dialog.getByRole("button", { name: /Choice 1 effects: gives clockwork key/ })).toBeVisible();
  // A health change the contract refuses is named as it is typed, and the story is not saved.
  await dialog.getByLabel("Health change (choice 1)").fill("250");
  await expect(dialog.getByText("Health change must be a whole number from -100 to 100")).toBeVisible();
  await page.keyboard.press("Control+s");
  await expect(page.getByText("Save failed", { exact: true })).toBeVisible();
  await dialog.getByLabel("Health change (choice 1)").fill("");
  await expect(dialog.getByText("Health change must be a whole number from -100 to 100")).toHaveCount(0);
  await dialog.getByLabel("Choice 1 text").scrollIntoViewIfNeeded();
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/play-choice-effects-1280.png` });
  await page.getByRole("button", { name: "Save Story" }).click();
  await expect(page.getByTestId("unsaved")).toHaveCount(0, { timeout: 15_000 });

  // The same form on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole("heading", { name: "Story Editor", level: 1 })).toBeVisible();
  const phone = await openChoiceEffects(page);
  await phone.getByRole("button", { name: /Choice 1 effects/ }).click();
  await expect(phone.getByRole("list", { name: "Items choice 1 gives" })).toHaveText(/clockwork key/);
  // Choice 2 is still offered the item; choice 1 has it.
  await expect(phone.getByRole("button", { name: "Add “clockwork key” as this choice's item" })).toHaveCount(
    1,
  );
  await phone.getByRole("button", { name: /Choice 1 effects/ }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/play-choice-effects-390.png` });
  await phone
    .getByRole("button", { name: "Add “clockwork key” as this choice's item" })
    .scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/play-choice-suggestion-390.png` });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1280, height: 800 });

  // The player: choice 1 puts the key in the pack.
  await playWithKey(page, game.shareSlug);
  await choose(page, "Walk down to the canal");
  await expect(sceneHeading(page)).toHaveText("The Canal Bank");
  await expect(page.getByTestId("sidebar-scene-title")).toHaveText("The Canal Bank");
  const atScene3 = await progressOf(page);
  expect(atScene3).toBeGreaterThan(0);

  // A free action at scene 3: answered there — same scene, its choice offered again, progress kept.
  await typeAction(page, "throw the key into the canal");
  await expect(sceneHeading(page)).toHaveText("The Canal Bank");
  await expect(page.getByTestId("sidebar-chapter-title")).toHaveText("The Canal");
  await expect(page.getByRole("button", { name: "Open the brass door", exact: true })).toBeVisible();
  expect(await progressOf(page)).toBeGreaterThanOrEqual(atScene3);
  await expect(page.getByTestId("scene-text")).not.toContainText("has no clockwork key");
  await page.screenshot({ path: `${SHOTS}/play-typed-action-scene3-1280.png`, fullPage: true });
  // A typed action that means a choice takes it.
  await typeAction(page, "open the door");
  await expect(sceneHeading(page)).toHaveText("The Lock House");
  expect(await progressOf(page)).toBe(100);

  // Twee export carries the effect; its import plays with it.
  await page.goto(`/story-editor/${game.id}`);
  await page.getByRole("button", { name: "Export" }).click();
  const download = page.waitForEvent("download");
  await page
    .getByRole("menu", { name: "Export formats" })
    .getByRole("menuitem", { name: /Twee 3/ })
    .click();
  const file = test.info().outputPath(`${TITLE}.twee`);
  await (await download).saveAs(file);
  const twee = await readFile(file, "utf8");
  expect(twee).toMatch(/"addItems": \[\s*"clockwork key"\s*\]/);

  await page.goto("/");
  await page.getByRole("button", { name: "Import Story" }).click();
  const importDialog = page.getByRole("dialog", { name: "Import a Story" });
  await importDialog.getByLabel("Story file").setInputFiles(file);
  await importDialog.getByRole("button", { name: "Import Story" }).click();
  await expect(importDialog.getByRole("status")).toContainText(`Imported “${TITLE}” as a draft`);
  await importDialog.getByRole("link", { name: "Open in Story Editor" }).click();
  await expect(page).toHaveURL(/\/story-editor\//);
  const importedId = page.url().split("/story-editor/")[1]?.split(/[?#]/)[0] ?? "";
  expect(importedId).not.toBe(game.id);
  const imported = await page.request.get(`/api/games/${importedId}`);
  expect(imported.ok()).toBe(true);
  const { shareSlug } = (await imported.json()) as { shareSlug: string };
  await playWithKey(page, shareSlug);
});

test("the playable HTML file applies a choice's effects along the reader's path", async ({
  page,
  browser,
}) => {
  await signUp(page, newUser("Ada"));
  const game = await createGame(page.request, { title: TITLE });
  const bench = STORY.chapters[0]?.scenes[0];
  const withKey = {
    ...STORY,
    chapters: STORY.chapters.map((c, i) =>
      i === 0 && bench
        ? {
            ...c,
            scenes: [
              {
                ...bench,
                choices: bench.choices.map((k, j) =>
                  j === 0 ? { ...k, effects: { addItems: ["clockwork key"], health: -10 } } : k,
                ),
              },
              ...c.scenes.slice(1),
            ],
          }
        : c,
    ),
  };
  const saved = await page.request.patch(`/api/games/${game.id}`, { data: { storyBeats: withKey } });
  expect(saved.ok(), await saved.text()).toBe(true);
  await page.goto(`/story-editor/${game.id}`);
  await page.getByRole("button", { name: "Export" }).click();
  const download = page.waitForEvent("download");
  await page
    .getByRole("menu", { name: "Export formats" })
    .getByRole("menuitem", { name: /Playable HTML/ })
    .click();
  const file = test.info().outputPath(`${TITLE}.html`);
  await (await download).saveAs(file);

  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, offline: true });
  const reader = await context.newPage();
  await reader.goto(`file://${file}`);
  const side = reader.getByRole("complementary", { name: "Where you are" });
  const carried = side.getByRole("definition");
  const story = reader.getByRole("main");
  await expect(story.getByRole("heading", { level: 2 })).toHaveText("The Bench");
  // 10 experience a scene, as in play.
  await expect(carried).toHaveText(["100 / 100", "10", "Nothing yet"]);
  await story.getByRole("button", { name: "Go out to the street" }).click();
  await expect(story.getByRole("heading", { level: 2 })).toHaveText("The Lamplit Street");
  await expect(carried).toHaveText(["90 / 100", "20", "clockwork key"]);
  await reader.screenshot({ path: `${SHOTS}/play-html-effects-1280.png` });
  // Back undoes the step and what it gave.
  await side.getByRole("button", { name: "Back" }).click();
  await expect(carried).toHaveText(["100 / 100", "10", "Nothing yet"]);
  await story.getByRole("button", { name: "Wait for the clockmaker" }).click();
  await expect(carried).toHaveText(["100 / 100", "20", "Nothing yet"]);
  await context.close();
});
