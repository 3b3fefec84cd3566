import { expect, type Locator, type Page, test } from "@playwright/test";
import { createGame } from "./dashboard-support";
import { snapDialog } from "./edit-game-support";
import { expectAccessible, newUser, signUp, snap } from "./support";

test.describe.configure({ timeout: 150_000 });

/** The Complete Story Generator's parts, as a user finds them. */
const outlineMode = (page: Page) => page.getByRole("radio", { name: "Story Outline" });
const completeMode = (page: Page) => page.getByRole("radio", { name: "Complete Story Generator" });
/** The switch's sides are radios inside their labels: a user clicks the label. */
const choose = (page: Page, mode: "Story Outline" | "Complete Story Generator") =>
  page
    .locator("label")
    .filter({ has: page.getByRole("radio", { name: mode }) })
    .click();
const lockBanner = (page: Page) => page.getByRole("note", { name: "Mode Selection Locked" });
const panel = (page: Page) => page.getByRole("region", { name: "Complete Story Generator" });
const storyChapters = (page: Page) => panel(page).getByRole("article");

/** A chapter's picture, on screen and loaded (a lazy image loads once scrolled to). */
async function expectPicture(picture: Locator) {
  await picture.scrollIntoViewIfNeeded();
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
}

async function expectNoHorizontalOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    await page.evaluate(() => window.innerWidth),
  );
}

test("Complete Story: locked while the outline has text, then written in the background, edited, rewritten, pictured and played @both-databases", async ({
  page,
}) => {
  await signUp(page, newUser("Ada"));
  const game = await createGame(page.request, { title: "The Lantern of Hollow Vale" });
  // The outline's first chapter has text: the generator's side is locked (spec 002 §4).
  const saved = await page.request.post(`/api/games/${game.id}/story-outline-chapters`, {
    data: {
      chapterNumber: 1,
      title: "The Dark Lantern",
      outline: "Wren finds the great lantern cold and Old Maud missing from the keeper's house.",
      content: "Wren climbed the tower stairs and found the lantern cold.",
      isGenerated: true,
    },
  });
  expect(saved.ok(), await saved.text()).toBe(true);

  await page.goto(`/adaptive-story/${game.id}`);
  await expect(outlineMode(page)).toBeChecked();
  await expect(completeMode(page)).toBeDisabled();
  await expect(lockBanner(page)).toBeVisible();
  await expect(
    page.getByText("Delete the outline's chapter text first to use the Complete Story Generator."),
  ).toBeVisible();

  // Deleting the outline's text lifts the lock.
  const first = page.getByRole("article", { name: "Chapter 1", exact: true });
  await first.getByRole("button", { name: "Clear Text of chapter 1", exact: true }).click();
  await page
    .getByRole("dialog", { name: "Clear Chapter 1's Text?" })
    .getByRole("button", { name: "Clear Text" })
    .click();
  await expect(lockBanner(page)).toHaveCount(0);
  await expect(completeMode(page)).toBeEnabled();

  // The generator: idle, then writing, then complete with its chapters.
  await choose(page, "Complete Story Generator");
  await expect(completeMode(page)).toBeChecked();
  await expect(panel(page)).toBeVisible();
  await expect(storyChapters(page)).toHaveCount(0);
  await expectAccessible(page);
  await snap(page, "complete-story-idle-1280");
  await panel(page).getByRole("button", { name: "Generate Complete Story" }).click();
  await expect(panel(page).getByText("Your story is complete.")).toBeVisible({ timeout: 30_000 });
  await expect(panel(page).getByTestId("story-percent")).toHaveText("100%");
  await expect(panel(page).getByTestId("story-chapter-of")).toHaveText("Chapter 5 of 5");
  await expect(panel(page).getByRole("progressbar", { name: "Story progress" })).toHaveAttribute(
    "aria-valuenow",
    "100",
  );
  await expect(storyChapters(page)).toHaveCount(5);
  // The author's planned chapter comes first.
  await expect(storyChapters(page).first().getByRole("heading", { level: 3 })).toHaveText("The Dark Lantern");
  // Each chapter has its picture, named for the chapter (issue 30 item 7).
  for (let i = 0; i < 5; i++) {
    const chapter = storyChapters(page).nth(i);
    const title = (await chapter.getByRole("heading", { level: 3 }).textContent()) ?? "";
    await expectPicture(chapter.getByRole("img", { name: title, exact: true }));
  }
  // Chapters exist now: the Story Outline is locked instead.
  await expect(outlineMode(page)).toBeDisabled();
  await expect(lockBanner(page)).toBeVisible();
  await expect(
    page.getByText("Delete the complete story's chapters first to plan with the Story Outline."),
  ).toBeVisible();
  await expectAccessible(page);
  await snap(page, "complete-story-complete-1280");

  // A chapter shows 500 characters, and the whole of it on request.
  const second = storyChapters(page).nth(1);
  const text = second.getByTestId("story-chapter-text");
  expect(((await text.textContent()) ?? "").length).toBeLessThanOrEqual(501);
  await second.getByRole("button", { name: "Show full chapter 2" }).click();
  expect(((await text.textContent()) ?? "").length).toBeGreaterThan(1500);

  // Edit one: an empty text is refused; a new title is saved.
  await second.getByRole("button", { name: "Edit chapter 2" }).click();
  const editor = page.getByRole("dialog", { name: "Edit Chapter 2" });
  await editor.getByLabel("Chapter text").fill("");
  await editor.getByRole("button", { name: "Save Chapter" }).click();
  await expect(editor.getByText("Content cannot be empty.")).toBeVisible();
  await editor.getByLabel("Chapter title").fill("The Barrow Road at Night");
  await editor
    .getByLabel("Chapter text")
    .fill("Maud leads Wren toward the barrows.\n\nSomething follows them.");
  await editor.getByRole("button", { name: "Save Chapter" }).click();
  await expect(editor).toBeHidden();
  await expect(second.getByRole("heading", { level: 3 })).toHaveText("The Barrow Road at Night");
  await expect(second.getByTestId("story-chapter-text")).toContainText("Something follows them.");

  // Regenerate another along a direction, which may not be blank.
  const third = storyChapters(page).nth(2);
  const before = (await third.getByTestId("story-chapter-text").textContent()) ?? "";
  await third.getByRole("button", { name: "Regenerate chapter 3" }).click();
  const regenerate = page.getByRole("dialog", { name: "Regenerate Chapter 3" });
  await regenerate.getByRole("button", { name: "Regenerate" }).click();
  await expect(regenerate.getByText("Please provide direction for regeneration.")).toBeVisible();
  await regenerate.getByLabel("Direction").fill("Make it eerier");
  await expectAccessible(page);
  await snapDialog(page, "complete-story-regenerate-1280");
  await regenerate.getByRole("button", { name: "Regenerate" }).click();
  await expect(regenerate).toBeHidden();
  await expect(third.getByTestId("story-chapter-text")).not.toHaveText(before);

  // Kept: a reload shows the story as edited, in the Complete Story mode.
  await page.reload();
  await expect(completeMode(page)).toBeChecked();
  await expect(storyChapters(page).nth(1).getByRole("heading", { level: 3 })).toHaveText(
    "The Barrow Road at Night",
  );

  // On a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(storyChapters(page)).toHaveCount(5);
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page);
  await snap(page, "complete-story-complete-390");
  await page.setViewportSize({ width: 1280, height: 800 });

  // Play it: the first chapter as written, then Next Chapter reaches chapter 2.
  await page.getByRole("link", { name: "Play Game" }).click();
  await expect(page).toHaveURL(new RegExp(`/play/${game.shareSlug}\\?preview=true`));
  await expect(page.getByRole("heading", { name: "The Dark Lantern" })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole("button", { name: /^Continue to Chapter 2: / })).toBeVisible();
  // The chapter opens with its picture.
  await expectPicture(page.getByRole("img", { name: "The Dark Lantern", exact: true }));
  // One way forward (issue 33 item 6): the chapter's own choice, not also Begin Adventure or
  // Next Chapter.
  await expect(page.getByRole("button", { name: "Begin Adventure" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Next Chapter" })).toHaveCount(0);
  await snap(page, "complete-story-chapter-picture-1280");
  await page.getByRole("button", { name: /^Continue to Chapter 2: / }).click();
  await expect(page.getByTestId("scene-text")).toContainText("Something follows them.", { timeout: 15_000 });
  await expectPicture(page.getByRole("img", { name: "The Barrow Road at Night", exact: true }));
  await expect(page.getByRole("button", { name: /^Continue to Chapter 3: / })).toBeVisible();
  await snap(page, "complete-story-played-1280");
});

test("Complete Story: deleting the story unlocks the Story Outline", async ({ page }) => {
  await signUp(page, newUser("Bram"));
  const game = await createGame(page.request, { title: "The Glass Harbour" });
  const started = await page.request.post(`/api/games/${game.id}/generate-complete-story`);
  expect(started.ok()).toBe(true);
  await expect
    .poll(
      async () =>
        (await (await page.request.get(`/api/games/${game.id}/complete-story-progress`)).json()).status,
      {
        timeout: 30_000,
      },
    )
    .toBe("completed");

  // A page opened on a game with a story opens in the generator's mode (here in the dark).
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto(`/adaptive-story/${game.id}`);
  await expect(page.locator("html")).toHaveClass(/dark/);
  await expect(completeMode(page)).toBeChecked();
  await expect(outlineMode(page)).toBeDisabled();
  await expectAccessible(page);
  await snap(page, "complete-story-dark-1280");

  await panel(page).getByRole("button", { name: "Delete Story" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete This Story?" });
  await confirm.getByRole("button", { name: "Delete Story" }).click();
  await expect(confirm).toBeHidden();
  await expect(storyChapters(page)).toHaveCount(0);
  await expect(panel(page).getByRole("button", { name: "Generate Complete Story" })).toBeVisible();
  await expect(outlineMode(page)).toBeEnabled();
  await expect(lockBanner(page)).toHaveCount(0);
  await choose(page, "Story Outline");
  await expect(outlineMode(page)).toBeChecked();
  await expect(page.getByRole("article", { name: "Chapter 1", exact: true })).toBeVisible();
});
