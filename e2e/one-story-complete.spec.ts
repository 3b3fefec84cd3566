import { readFile } from "node:fs/promises";
import { type Download, expect, type Page, test } from "@playwright/test";
import { createGame, toasts } from "./dashboard-support";
import { expectAccessible, newUser, signUp } from "./support";

/**
 * Issue 29 (ADR 027), the Complete Story Generator's journey: the story it writes is the game's
 * one written story — the Story Editor, the Story Map, export and play all show its chapters.
 */

test.describe.configure({ timeout: 180_000 });

const SHOTS = "/work/wt/shots";
const panel = (page: Page) => page.getByRole("region", { name: "Complete Story Generator" });
const storyChapters = (page: Page) => panel(page).getByRole("article");
/** A text as a literal inside a RegExp. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const banner = (page: Page) => page.getByRole("note", { name: "Written story" });

/** A story written by hand first: the generator must ask before replacing it. */
const HAND_STORY = {
  chapters: [
    {
      id: "ch-hand",
      title: "The Keeper's House",
      scenes: [
        {
          id: "s-hand",
          title: "A Cold Hearth",
          description: "Wren sweeps the cold hearth of the keeper's house by hand.",
          choices: [],
        },
      ],
    },
  ],
};

/** A run of plain words from a chapter (no quotes or dashes that a format would escape). */
const plainRun = (text: string) => {
  const runs = text.match(/[A-Za-z ]{24,}/g) ?? [];
  const longest = runs.sort((a, b) => b.length - a.length)[0] ?? "";
  return longest.trim().slice(0, 60).trim();
};

async function exportAs(page: Page, label: RegExp): Promise<string> {
  await page.getByRole("button", { name: "Export" }).click();
  const download: Promise<Download> = page.waitForEvent("download");
  await page.getByRole("menu", { name: "Export formats" }).getByRole("menuitem", { name: label }).click();
  const file = test.info().outputPath((await download).suggestedFilename());
  await (await download).saveAs(file);
  return readFile(file, "utf8");
}

test("Complete Story: asks before replacing the written story, then its chapters are the story everywhere", {
  tag: "@both-databases",
}, async ({ page }) => {
  await signUp(page, newUser("Wren"));
  const game = await createGame(page.request, { title: "The Lantern of Hollow Vale" });
  const saved = await page.request.patch(`/api/games/${game.id}`, { data: { storyBeats: HAND_STORY } });
  expect(saved.ok(), await saved.text()).toBe(true);

  // The generator's page names the story the game has, and where to edit it.
  await page.goto(`/adaptive-story/${game.id}`);
  await page
    .locator("label")
    .filter({ has: page.getByRole("radio", { name: "Complete Story Generator" }) })
    .click();
  await expect(banner(page)).toContainText("This story was written by the Story Editor · 1 chapter, 1 scene");
  await expect(banner(page).getByRole("link", { name: "Open in Story Editor" })).toHaveAttribute(
    "href",
    `/story-editor/${game.id}`,
  );

  // Asked first, naming what is replaced; on a desktop and on a phone.
  await panel(page).getByRole("button", { name: "Generate Complete Story" }).click();
  const confirm = page.getByRole("dialog", { name: "Replace the Written Story?" });
  await expect(confirm).toContainText(
    "Replace the written story: 1 chapter, 1 scene, written by the Story Editor?",
  );
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/complete-confirm-1280.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(confirm.getByRole("button", { name: "Replace and Generate" })).toBeInViewport();
  await page.screenshot({ path: `${SHOTS}/complete-confirm-390.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
  await confirm.getByRole("button", { name: "Replace and Generate" }).click();
  await expect(toasts(page).getByText("Writing a New Story")).toBeVisible();
  await expect(toasts(page).getByRole("button", { name: "Undo" })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/complete-undo-toast-1280.png` });

  await expect(panel(page).getByText("Your story is complete.")).toBeVisible({ timeout: 60_000 });
  await expect(storyChapters(page)).toHaveCount(5);
  await expect(banner(page)).toContainText(
    "This story was written by the Complete Story Generator · 5 chapters, 5 scenes",
  );
  await page.screenshot({ path: `${SHOTS}/complete-written-1280.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await banner(page).scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: `${SHOTS}/complete-banner-390.png` });
  await page.setViewportSize({ width: 1280, height: 800 });

  const progress = await (await page.request.get(`/api/games/${game.id}/complete-story-progress`)).json();
  const [one, two] = progress.chapters as Array<{ title: string; content: string }>;
  if (!one || !two) throw new Error("no chapters");
  const sentence = plainRun(one.content);
  expect(sentence.length).toBeGreaterThan(20);

  // The Story Editor: its chapters, and chapter 1's text; the hand-written chapter is gone.
  await banner(page).getByRole("link", { name: "Open in Story Editor" }).click();
  await expect(page.getByRole("heading", { name: "Story Editor", level: 1 })).toBeVisible();
  const chapterList = page.getByRole("region", { name: "Chapters" });
  await expect(chapterList.getByRole("button", { name: one.title })).toContainText("1 scene");
  await expect(chapterList.getByRole("button", { name: two.title })).toBeVisible();
  await expect(chapterList.getByRole("button", { name: "The Keeper's House" })).toHaveCount(0);
  await expect(page.getByRole("article").getByLabel("Scene text")).toHaveValue(new RegExp(literal(sentence)));
  await expect(page.getByText("This game has no written story yet")).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/complete-story-editor-1280.png`, fullPage: true });

  // The Story Map: a card for each chapter's scene.
  await page.getByRole("button", { name: "Story Map" }).click();
  for (const chapter of progress.chapters as Array<{ id: string }>)
    await expect(page.locator(`.react-flow__node[data-id="${chapter.id}-text"]`)).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/complete-story-map-1280.png` });

  // Export: Twee and HTML both hold chapter 1's text.
  await page.getByRole("button", { name: "Scenes" }).click();
  expect(await exportAs(page, /Twee 3/)).toContain(sentence);
  expect(await exportAs(page, /Playable HTML/)).toContain(sentence);

  // Play: chapter 1's text, as written.
  await page.goto(`/play/${game.shareSlug}?preview=true`);
  await expect(page.getByTestId("scene-text")).toContainText(sentence, { timeout: 20_000 });
  await expect(page.getByRole("button", { name: `Continue to Chapter 2: ${two.title}` })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/complete-play-1280.png` });
});
