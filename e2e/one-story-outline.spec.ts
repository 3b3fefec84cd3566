import { readFile } from "node:fs/promises";
import { type Download, expect, type Locator, type Page, test } from "@playwright/test";
import { createGame, toasts } from "./dashboard-support";
import { newUser, signUp } from "./support";

test.describe.configure({ timeout: 180_000 });

/**
 * Issue 29 / ADR 027: chapters written in the Story Builder are the game's one story — the Story
 * Editor and its Story Map show them, Twee and HTML export them, play plays them — and a
 * regeneration can be undone from its toast.
 */

const SHOTS = "/work/wt/shots";
const PHONE = { width: 390, height: 844 };
const chapter = (page: Page, n: number) => page.getByRole("article", { name: `Chapter ${n}`, exact: true });
const chapterText = (card: Locator) => card.getByTestId("chapter-text");
const button = (card: Locator, name: string) => card.getByRole("button", { name, exact: true });

type OutlineChapter = { id: string; title: string; content: string | null };
const outlineOf = async (page: Page, gameId: string) =>
  (await (await page.request.get(`/api/games/${gameId}/story-outline-chapters`)).json()) as OutlineChapter[];

/** A whole sentence from the middle of the chapter's first paragraph, to look for elsewhere. */
function sentenceOf(text: string): string {
  const sentences = (text.split(/\n\s*\n/)[0] ?? "").match(/[^.!?]+[.!?]/g) ?? [];
  const sentence = sentences.map((s) => s.trim()).find((s) => s.length > 30);
  if (!sentence) throw new Error(`No sentence in ${text.slice(0, 80)}`);
  return sentence;
}

async function exportAs(page: Page, label: RegExp): Promise<string> {
  await page.getByRole("button", { name: "Export" }).click();
  const download: Promise<Download> = page.waitForEvent("download");
  await page.getByRole("menu", { name: "Export formats" }).getByRole("menuitem", { name: label }).click();
  const file = await download;
  const path = test.info().outputPath(file.suggestedFilename());
  await file.saveAs(path);
  return readFile(path, "utf8");
}

test("Story Builder chapters are the game's story: Story Editor, Story Map, export, play, and Undo", {
  tag: "@both-databases",
}, async ({ page }) => {
  await signUp(page, newUser("Wren"));
  const game = await createGame(page.request, { title: "The Lantern of Hollow Vale" });

  // The Story Builder, in outline mode, from Edit Game.
  await page.goto(`/edit/${game.id}`);
  await page.getByRole("link", { name: "Story Builder" }).click();
  await expect(page.getByRole("radio", { name: "Story Outline" })).toBeChecked();
  // No written story yet: no banner.
  await expect(page.getByRole("note", { name: "Written story" })).toHaveCount(0);

  const plan = [
    ["The Cold Lantern", "Wren finds the great lantern cold and the keeper's house empty."],
    ["The Barrow Road", "Wren follows the old road to the barrows, where something waits in the fog."],
  ] as const;
  for (const [i, [title, outline]] of plan.entries()) {
    const card = chapter(page, i + 1);
    await card.getByLabel("Title", { exact: true }).fill(title);
    await card.getByLabel("Outline", { exact: true }).fill(outline);
  }

  // Saved as typed (after a pause): the outline is on the server before anything is written.
  await expect
    .poll(async () => (await outlineOf(page, game.id)).map((c) => c.title))
    .toEqual(["The Cold Lantern", "The Barrow Road", ""]);
  await expect(page.getByText("Saving…")).toHaveCount(0);

  // Written with the built-in writer: Generate All writes both (nothing to replace, so no question).
  await page.getByRole("button", { name: "Generate All" }).click();
  await expect(toasts(page).getByText("Chapters Written", { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(toasts(page).getByText("2 chapters were written.", { exact: true })).toBeVisible();
  await expect(toasts(page).getByRole("button", { name: "Undo" })).toBeVisible();
  for (const n of [1, 2]) await expect(chapter(page, n).getByText("Written", { exact: true })).toBeVisible();

  // The banner names the tool and the story's size, and leads to the Story Editor.
  const banner = page.getByRole("note", { name: "Written story" });
  await expect(banner).toHaveText(
    /This story was written by the Story Builder's outline · 3 chapters, 2 scenes\s*Open in Story Editor/,
  );
  await page.screenshot({ path: `${SHOTS}/outline-planner-banner-1280.png`, fullPage: false });

  const [first, second] = await outlineOf(page, game.id);
  const firstSentence = sentenceOf(first?.content ?? "");
  const secondSentence = sentenceOf(second?.content ?? "");

  // The Story Editor: the chapters and their text, not "no written story".
  await banner.getByRole("link", { name: "Open in Story Editor" }).click();
  await expect(page).toHaveURL(new RegExp(`/story-editor/${game.id}$`));
  await expect(page.getByRole("heading", { name: "Story Editor", level: 1 })).toBeVisible();
  await expect(page.getByText("This game has no written story yet")).toHaveCount(0);
  const chapters = page.getByRole("region", { name: "Chapters" });
  await expect(chapters.getByRole("button", { name: "The Cold Lantern" })).toContainText("1 scene");
  await expect(chapters.getByRole("button", { name: "The Barrow Road" })).toContainText("1 scene");
  await expect(page.getByText(firstSentence).first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/outline-story-editor-1280.png`, fullPage: true });
  await page.setViewportSize(PHONE);
  await expect(page.getByText(firstSentence).first()).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/outline-story-editor-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // Chapter 2's scene, too.
  await chapters.getByRole("button", { name: "The Barrow Road" }).click();
  await expect(page.getByText(secondSentence).first()).toBeVisible();

  // The Story Map: a card for each chapter's scene.
  await page.getByRole("button", { name: "Story Map" }).click();
  for (const c of [first, second])
    await expect(page.locator(`.react-flow__node[data-id="${c?.id}-text"]`)).toContainText(c?.title ?? "");
  await page.screenshot({ path: `${SHOTS}/outline-story-map-1280.png`, fullPage: false });
  await page.getByRole("button", { name: "Scenes", exact: true }).click();

  // Export: Twee and HTML both hold chapter 1's text.
  expect(await exportAs(page, /Twee 3/)).toContain(firstSentence);
  expect(await exportAs(page, /Playable HTML/)).toContain(firstSentence);

  // Play (the owner's preview) opens on chapter 1's text.
  await page.goto(`/play/${game.shareSlug}?preview=true`);
  await expect(page.getByTestId("scene-text")).toContainText(firstSentence, { timeout: 20_000 });
  await expect(page.getByRole("button", { name: "Continue to Chapter 2: The Barrow Road" })).toBeVisible();

  // Regenerate chapter 1: asked first, naming the chapter; then Undo brings the earlier text back.
  await page.goto(`/adaptive-story/${game.id}`);
  const one = chapter(page, 1);
  await expect(chapterText(one)).toContainText(firstSentence);
  await button(one, "Regenerate chapter 1").click();
  const regenerate = page.getByRole("dialog", { name: "Regenerate Chapter 1?" });
  await expect(regenerate).toContainText("replaces the text of “The Cold Lantern”");
  await regenerate.getByLabel("Direction (optional)").fill("Make it eerier");
  await regenerate.getByRole("button", { name: "Regenerate" }).click();
  await expect(regenerate).toBeHidden({ timeout: 30_000 });
  await expect(toasts(page).getByText("Chapter 1 Rewritten", { exact: true })).toBeVisible();
  await expect(chapterText(one)).not.toContainText(firstSentence);
  const rewritten = (await outlineOf(page, game.id))[0]?.content ?? "";
  expect(rewritten).not.toContain(firstSentence);

  await toasts(page).getByRole("button", { name: "Undo" }).click();
  await expect(toasts(page).getByText("Undone", { exact: true })).toBeVisible();
  await expect(chapterText(one)).toContainText(firstSentence);
  await expect.poll(async () => (await outlineOf(page, game.id))[0]?.content).toBe(first?.content);
  // Removing a chapter asks, takes it out of the story too, and its Undo brings back both.
  await button(chapter(page, 2), "Remove chapter 2").click();
  await page
    .getByRole("dialog", { name: "Remove Chapter 2?" })
    .getByRole("button", { name: "Remove Chapter" })
    .click();
  await expect(toasts(page).getByText("Chapter 2 Removed", { exact: true })).toBeVisible();
  await expect(page.getByRole("article", { name: /^Chapter \d+$/ })).toHaveCount(2);
  await expect(page.getByRole("note", { name: "Written story" })).toContainText("2 chapters, 1 scene");
  await toasts(page).getByRole("button", { name: "Undo" }).click();
  await expect(toasts(page).getByText("Undone", { exact: true })).toBeVisible();
  await expect(page.getByRole("article", { name: /^Chapter \d+$/ })).toHaveCount(3);
  await expect(chapter(page, 2).getByLabel("Title", { exact: true })).toHaveValue("The Barrow Road");
  await expect(chapterText(chapter(page, 2))).toContainText(secondSentence);
  await expect(page.getByRole("note", { name: "Written story" })).toContainText("3 chapters, 2 scenes");

  // Generate All with chapters already written: the question names them; the default writes
  // only the missing one and leaves the others' text as it is.
  const third = chapter(page, 3);
  await third.getByLabel("Title", { exact: true }).fill("The Ashen Court");
  await third
    .getByLabel("Outline", { exact: true })
    .fill("Wren faces the Ashen King and asks for the flint.");
  await third.getByLabel("Outline", { exact: true }).press("Tab");
  await expect(page.getByText("Saving…")).toHaveCount(0);
  await page.getByRole("button", { name: "Generate All" }).click();
  const ask = page.getByRole("dialog", { name: "Some Chapters Are Written" });
  await expect(ask).toContainText("Chapters 1 “The Cold Lantern” and 2 “The Barrow Road” already have text.");
  const missingOnly = ask.getByRole("button", { name: "Write the missing chapters only" });
  await expect(missingOnly).toBeFocused();
  await page.screenshot({ path: `${SHOTS}/outline-generate-all-ask-1280.png` });
  await page.setViewportSize(PHONE);
  await expect(missingOnly).toBeInViewport();
  await page.screenshot({ path: `${SHOTS}/outline-generate-all-ask-390.png` });
  await page.setViewportSize({ width: 1280, height: 800 });
  await missingOnly.click();
  await expect(toasts(page).getByText("1 chapter was written.", { exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await expect(third.getByText("Written", { exact: true })).toBeVisible();
  const afterAll = await outlineOf(page, game.id);
  expect(afterAll.map((c) => c.content === null)).toEqual([false, false, false]);
  expect(afterAll[0]?.content).toBe(first?.content);
  expect(afterAll[1]?.content).toBe(second?.content);

  // The History keeps each write by name.
  const history = (await (await page.request.get(`/api/games/${game.id}/revisions`)).json()) as {
    revisions: Array<{ madeBy: string }>;
  };
  expect(history.revisions.map((r) => r.madeBy)).toEqual([
    "Story Builder: write chapter 3",
    "Story Builder edit",
    expect.stringMatching(/^Restore of the story kept/),
    "Story Builder: remove chapter 2",
    expect.stringMatching(/^Restore of the story kept/),
    "Regenerate chapter 1",
    "Story Builder: write chapter 2",
    "Story Builder: write chapter 1",
  ]);
});
