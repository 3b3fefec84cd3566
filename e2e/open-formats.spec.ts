import { readFile, writeFile } from "node:fs/promises";
import { type Browser, type Download, expect, type Page, test } from "@playwright/test";
import { cards, createGame } from "./dashboard-support";
import { snapDialog } from "./edit-game-support";
import { newUser, signUp, snap } from "./support";

test.describe.configure({ timeout: 120_000 });

const TITLE = "The Lantern of Hollow Vale";

/** Two chapters, four scenes, an ending with its own scene and one without. */
const STORY = {
  chapters: [
    {
      id: "ch-lantern",
      title: "The Dark Lantern",
      scenes: [
        {
          id: "s-gate",
          title: "The Gate",
          description:
            "Wren stands at the valley gate, her satchel of wicks heavy on one shoulder.\n\nThe lantern above her is cold, and the first frost is already on the road.",
          choices: [
            { id: "c-climb", text: "Climb the tower", leadsToScene: "s-tower" },
            { id: "c-road", text: "Take the barrow road", leadsToChapter: "ch-road" },
          ],
        },
        {
          id: "s-tower",
          title: "The Tower",
          description: "Two hundred steps wind up into the dark. At the top, the great lamp waits.",
          choices: [
            { id: "c-light", text: "Light the lantern", leadsToEnding: "e-dawn" },
            { id: "c-down", text: "Go back down", leadsToScene: "s-gate" },
          ],
        },
        { id: "s-cellar", title: "The Cellar", description: "Damp stones and old oil.", choices: [] },
      ],
    },
    {
      id: "ch-road",
      title: "The Barrow Road",
      scenes: [
        {
          id: "s-barrows",
          title: "The Barrows",
          description: "Grey mounds rise out of the mist.",
          choices: [
            { id: "c-back", text: "Go back to the gate", leadsToScene: "s-gate" },
            { id: "c-lost", text: "Walk into the mist", leadsToEnding: "e-lost" },
          ],
        },
        {
          id: "e-lost",
          title: "Lost in the Mist",
          description: "The mist closes behind you. Nobody lights the lantern this year.",
          isEndingScene: true,
          choices: [],
        },
      ],
    },
  ],
  endings: [
    { id: "e-dawn", title: "Dawn returns" },
    { id: "e-lost", title: "Lost in the Mist" },
  ],
};

async function gameWithStory(page: Page) {
  const game = await createGame(page.request, { title: TITLE });
  const saved = await page.request.patch(`/api/games/${game.id}`, { data: { storyBeats: STORY } });
  expect(saved.ok(), await saved.text()).toBe(true);
  return game;
}

/** Opens Export and picks a format; the browser's download. */
async function exportAs(page: Page, label: RegExp, screenshot?: string): Promise<Download> {
  await page.getByRole("button", { name: "Export" }).click();
  if (screenshot) await snapDialog(page, screenshot);
  const download = page.waitForEvent("download");
  await page.getByRole("menu", { name: "Export formats" }).getByRole("menuitem", { name: label }).click();
  return download;
}

async function savedText(download: Download) {
  const path = test.info().outputPath(download.suggestedFilename());
  await download.saveAs(path);
  return { path, text: await readFile(path, "utf8") };
}

test("Twee: exported from the Story Editor and Edit Game, imported on the dashboard as a new draft", async ({
  page,
}) => {
  await signUp(page, newUser("Ines"));
  const game = await gameWithStory(page);

  await page.goto(`/story-editor/${game.id}`);
  await expect(page.getByRole("heading", { name: "Story Editor", level: 1 })).toBeVisible();
  const fromEditor = await exportAs(page, /Twee 3/, "open-formats-export-story-editor");
  expect(fromEditor.suggestedFilename()).toBe(`${TITLE}.twee`);
  const twee = await savedText(fromEditor);
  expect(twee.text.startsWith(`:: StoryTitle\n${TITLE}\n`)).toBe(true);
  expect(twee.text).toContain("[[Climb the tower->The Tower]]");

  await page.goto(`/edit-game/${game.id}`);
  await expect(page.getByRole("heading", { name: "Edit Game", level: 1 })).toBeVisible();
  const fromEditGame = await exportAs(page, /Twee 3/, "open-formats-export-edit-game");
  expect(fromEditGame.suggestedFilename()).toBe(`${TITLE}.twee`);
  expect((await savedText(fromEditGame)).text).toBe(twee.text);

  // New Adventure's neighbour: Import Story.
  await page.goto("/");
  await page.getByRole("button", { name: "Import Story" }).click();
  const dialog = page.getByRole("dialog", { name: "Import a Story" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Story file").setInputFiles(twee.path);
  await snapDialog(page, "open-formats-import-dialog");
  await dialog.getByRole("button", { name: "Import Story" }).click();
  await expect(dialog.getByRole("status")).toContainText(`Imported “${TITLE}” as a draft`);
  await expect(dialog.getByRole("status")).toContainText("5 passages became scenes in 2 chapters.");
  await expect(dialog.getByRole("status")).toContainText("The Cellar");
  await snapDialog(page, "open-formats-import-report");
  // The new draft's card is in the studio, beside the original (behind the dialog: by test id).
  await expect(cards(page).filter({ hasText: TITLE })).toHaveCount(2);

  await dialog.getByRole("link", { name: "Open in Story Editor" }).click();
  await expect(page).toHaveURL(/\/story-editor\//);
  expect(page.url()).not.toContain(game.id);
  const chapters = page.getByRole("region", { name: "Chapters" });
  await expect(chapters.getByRole("button", { name: "The Dark Lantern" })).toContainText("3 scenes");
  await expect(chapters.getByRole("button", { name: "The Barrow Road" })).toContainText("2 scenes");
  const scenes = page.getByRole("list", { name: /^Scenes of chapter/ });
  for (const title of ["The Gate", "The Tower", "The Cellar"])
    await expect(scenes.getByRole("button", { name: title })).toBeVisible();
});

/** A page in a context with no network: only the file itself may load. */
async function offlinePage(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, offline: true });
  const requests: string[] = [];
  const errors: string[] = [];
  context.on("request", (r) => {
    if (!r.url().startsWith("file:")) requests.push(r.url());
  });
  await context.route(/^(?!file:)/, (route) => route.abort());
  const page = await context.newPage();
  page.on("console", (m) => {
    if (m.type() === "error" || m.type() === "warning") errors.push(m.text());
  });
  page.on("pageerror", (e) => errors.push(e.message));
  return { context, page, requests, errors };
}

test("HTML: the exported file plays offline from the start to an ending, with rollback and a save", async ({
  page,
  browser,
}) => {
  await signUp(page, newUser("Ines"));
  const game = await gameWithStory(page);
  await page.goto(`/story-editor/${game.id}`);
  const download = await exportAs(page, /Playable HTML/);
  expect(download.suggestedFilename()).toBe(`${TITLE}.html`);
  const file = await savedText(download);
  console.info(`HTML export of a 5-scene story: ${Buffer.byteLength(file.text)} bytes`);

  const { context, page: play, requests, errors } = await offlinePage(browser, { width: 1280, height: 800 });
  await play.goto(`file://${file.path}`);
  const side = play.getByRole("complementary", { name: "Where you are" });
  const story = play.getByRole("main");
  const choose = (text: string) => story.getByRole("button", { name: text }).click();
  await expect(play.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
  await expect(play.getByText("by Ines Vale")).toBeVisible();
  await expect(play.getByRole("link", { name: "Taleforge" })).toBeVisible();
  await expect(side).toContainText("Chapter 1 of 2");
  await expect(side).toContainText("The Dark Lantern");
  await expect(story.getByRole("heading", { level: 2 })).toHaveText("The Gate");
  await expect(side.getByRole("button", { name: "Back" })).toBeDisabled();

  // A chapter link: the sidebar follows.
  await choose("Take the barrow road");
  await expect(side).toContainText("Chapter 2 of 2");
  await expect(side).toContainText("The Barrow Road");
  await expect(story.getByRole("heading", { level: 2 })).toHaveText("The Barrows");
  await snap(play, "open-formats-html-desktop");

  // Rollback: back one scene.
  await side.getByRole("button", { name: "Back" }).click();
  await expect(story.getByRole("heading", { level: 2 })).toHaveText("The Gate");
  await expect(side).toContainText("Chapter 1 of 2");

  // A save survives a reload.
  await choose("Climb the tower");
  await expect(story.getByRole("heading", { level: 2 })).toHaveText("The Tower");
  await side.getByRole("button", { name: "Save" }).click();
  await expect(side.getByRole("status")).toHaveText("Saved in this browser.");
  await play.reload();
  await expect(story.getByRole("heading", { level: 2 })).toHaveText("The Gate");
  await side.getByRole("button", { name: "Load" }).click();
  await expect(story.getByRole("heading", { level: 2 })).toHaveText("The Tower");
  await expect(side.getByRole("button", { name: "Back" })).toBeEnabled();

  // To an ending without a scene of its own.
  await choose("Light the lantern");
  await expect(story.getByRole("heading", { level: 2 })).toHaveText("Dawn returns");
  await expect(story).toContainText("The End: Dawn returns.");
  await expect(story.getByText("The End", { exact: true })).toBeVisible();
  await expect(side).toContainText("Dawn returns");
  await snap(play, "open-formats-html-ending");

  // Phone: the same story, the sidebar above the scene.
  await play.setViewportSize({ width: 390, height: 844 });
  await story.getByRole("button", { name: "Play again" }).click();
  await choose("Take the barrow road");
  await expect(story.getByRole("heading", { level: 2 })).toHaveText("The Barrows");
  expect(await play.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await snap(play, "open-formats-html-phone");
  await choose("Walk into the mist");
  await expect(story.getByRole("heading", { level: 2 })).toHaveText("Lost in the Mist");
  await expect(story.getByText("The End", { exact: true })).toBeVisible();

  expect(requests).toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});

test("Export menu: keyboard, nothing to export before a scene, a refusal as a toast; an empty story's file", async ({
  page,
  browser,
}) => {
  await signUp(page, newUser("Ines"));
  const downloads: string[] = [];
  page.on("download", (d) => downloads.push(d.suggestedFilename()));
  const empty = await createGame(page.request, { title: "Still to Write" });
  await page.goto(`/story-editor/${empty.id}`);
  await expect(page.getByRole("heading", { name: "Story Editor", level: 1 })).toBeVisible();

  // Keyboard: focus moves into the menu, arrows move, Escape closes and gives focus back.
  const trigger = page.getByRole("button", { name: "Export" });
  await trigger.focus();
  await page.keyboard.press("Enter");
  const menu = page.getByRole("menu", { name: "Export formats" });
  const twee = menu.getByRole("menuitem", { name: /Twee 3/ });
  const html = menu.getByRole("menuitem", { name: /Playable HTML/ });
  await expect(twee).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(html).toBeFocused();
  await page.keyboard.press("ArrowDown");
  await expect(twee).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(menu).toBeHidden();
  await expect(trigger).toBeFocused();

  // No scene yet: both exports are disabled, and the menu says why.
  await trigger.click();
  await expect(twee).toHaveAttribute("aria-disabled", "true");
  await expect(html).toHaveAttribute("aria-disabled", "true");
  await expect(menu).toContainText("Nothing to export yet: write a scene and save the story first.");
  await snapDialog(page, "open-formats-export-nothing-yet");
  // Still focusable, so the note is read; choosing one does nothing.
  await html.focus();
  await page.keyboard.press("Enter");
  await expect(menu).toBeVisible();

  // The file of an empty story (fetched directly) says so, every tool disabled.
  const res = await page.request.get(`/api/games/${empty.id}/export?format=html`);
  expect(res.ok()).toBe(true);
  const path = test.info().outputPath("empty.html");
  await writeFile(path, await res.body());
  const { context, page: play, errors } = await offlinePage(browser, { width: 1280, height: 800 });
  await play.goto(`file://${path}`);
  await expect(play.getByRole("heading", { level: 2 })).toHaveText("This story has no scenes yet");
  const side = play.getByRole("complementary", { name: "Where you are" });
  await expect(side).toContainText("No scenes yet");
  for (const tool of ["Back", "Save", "Load", "Restart"])
    await expect(side.getByRole("button", { name: tool })).toBeDisabled();
  await snap(play, "open-formats-html-empty");
  expect(errors).toEqual([]);
  await context.close();

  // A refusal (the game deleted meanwhile): a toast saying why, and no file saved.
  const game = await gameWithStory(page);
  await page.goto(`/story-editor/${game.id}`);
  await expect(page.getByRole("heading", { name: "Story Editor", level: 1 })).toBeVisible();
  expect((await page.request.delete(`/api/games/${game.id}`)).ok()).toBe(true);
  await page.getByRole("button", { name: "Export" }).click();
  await page.getByRole("menuitem", { name: /Twee 3/ }).click();
  const toast = page.getByRole("region", { name: /Notifications/ });
  await expect(toast).toContainText("Export failed");
  await expect(toast).toContainText(/not found/i);
  await expect(page.getByRole("button", { name: "Export" })).toBeFocused();
  await snapDialog(page, "open-formats-export-refused");
  expect(downloads).toEqual([]);
});
