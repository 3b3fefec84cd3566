import { expect, type Locator, type Page, test } from "@playwright/test";
import { createGame, expectToast, toasts } from "./dashboard-support";
import { snapDialog } from "./edit-game-support";
import { expectAccessible, newUser, signIn, signUp, snap } from "./support";

test.describe.configure({ timeout: 150_000 });

/** The Adaptive Story page's parts, as a user finds them. */
const chapterCards = (page: Page) => page.getByRole("article");
const chapter = (page: Page, n: number) => page.getByRole("article", { name: `Chapter ${n}`, exact: true });
const headings = (page: Page) => chapterCards(page).getByRole("heading", { level: 3 });
const titleOf = (card: Locator) => card.getByLabel("Title", { exact: true });
const outlineOf = (card: Locator) => card.getByLabel("Outline", { exact: true });
const chapterText = (card: Locator) => card.getByTestId("chapter-text");
const button = (card: Locator, name: string) => card.getByRole("button", { name, exact: true });

/** Every chapter shows its number, 1..n in order, without gaps. */
async function expectNumbered(page: Page, count: number) {
  await expect(headings(page)).toHaveText(Array.from({ length: count }, (_, i) => `Chapter ${i + 1}`));
}

/** Waits until nothing typed is waiting to be saved. */
async function expectAllSaved(page: Page) {
  await expect(page.getByText("Saving…")).toHaveCount(0);
  await expect(page.getByText("Not saved")).toHaveCount(0);
}

async function expectNoHorizontalOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    await page.evaluate(() => window.innerWidth),
  );
}

const OUTLINES = [
  ["The Dark Lantern", "Wren finds the great lantern cold and Old Maud missing from the keeper's house."],
  [
    "The Barrow Road",
    "Maud leads Wren toward the barrows, where the old spirits sleep. Something follows them.",
  ],
  ["The Ashen Court", "Wren faces the Ashen King in his court of cinders and asks for the flint."],
] as const;

test("Adaptive Story: from Edit Game, an outline planned, written, moved and kept", async ({ page }) => {
  await signUp(page, newUser("Ada"));
  const game = await createGame(page.request, { title: "The Lantern of Hollow Vale" });

  // Edit Game's Story Builder is a real link now.
  await page.goto(`/edit/${game.id}`);
  await expect(page.getByText("The Story Builder is coming soon.")).toHaveCount(0);
  await page.getByRole("link", { name: "Story Builder" }).click();
  await expect(page).toHaveURL(new RegExp(`/adaptive-story/${game.id}$`));
  await expect(page.getByRole("heading", { name: "Adaptive Story", level: 1 })).toBeVisible();
  await expect(page.getByText("The Lantern of Hollow Vale", { exact: true })).toBeVisible();

  // The mode switch: Story Outline by default; the Complete Story Generator free to choose
  // (its journey: complete-story.spec.ts).
  await expect(page.getByRole("radio", { name: "Story Outline" })).toBeChecked();
  await expect(page.getByRole("radio", { name: "Complete Story Generator" })).toBeEnabled();
  await expect(page.getByRole("note", { name: "Mode Selection Locked" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Play Game" })).toHaveAttribute(
    "href",
    `/play/${game.shareSlug}?preview=true`,
  );
  await expect(page.getByRole("link", { name: "Back to Edit Game" })).toHaveAttribute(
    "href",
    `/edit/${game.id}`,
  );

  // No outline yet: 3 empty chapters, nothing saved until one is edited.
  await expectNumbered(page, 3);
  for (let n = 1; n <= 3; n++) {
    await expect(titleOf(chapter(page, n))).toHaveValue("");
    await expect(chapter(page, n).getByText("Not written yet.")).toBeVisible();
  }
  await expect(button(chapter(page, 1), "Move chapter 1 up")).toBeDisabled();
  await expect(button(chapter(page, 3), "Move chapter 3 down")).toBeDisabled();
  expect(await (await page.request.get(`/api/games/${game.id}/story-outline-chapters`)).json()).toEqual([]);
  await expectAccessible(page);
  await snap(page, "adaptive-story-empty-1280");

  // The spec's validation texts.
  const first = chapter(page, 1);
  await button(first, "Generate Chapter 1").click();
  await expect(first.getByRole("alert")).toHaveText("Chapter title and outline are required.");
  await button(first, "Enhance Title of chapter 1").click();
  await expect(first.getByRole("alert")).toHaveText("Please enter a chapter title first.");

  // Three outlines, with people and places.
  for (const [i, [title, outline]] of OUTLINES.entries()) {
    const card = chapter(page, i + 1);
    await titleOf(card).fill(title);
    await outlineOf(card).fill(outline);
  }
  await expect(first.getByRole("alert")).toHaveCount(0);
  await first.getByRole("button", { name: "Old Maud" }).click();
  await expect(first.getByRole("button", { name: "Old Maud" })).toHaveAttribute("aria-pressed", "true");
  await first.getByLabel("Location of chapter 1").selectOption("Library");
  const second = chapter(page, 2);
  await second.getByLabel("Location of chapter 2").selectOption("Add a custom location…");
  await expect(second.getByLabel("Custom location for chapter 2")).toBeFocused();
  await page.keyboard.type("The Drowned Chapel");
  await page.keyboard.press("Enter");
  await expect(second.getByLabel("Location of chapter 2")).toHaveValue("The Drowned Chapel");
  await expect(
    page.getByRole("button", { name: "Remove The Drowned Chapel from all chapters" }),
  ).toBeVisible();
  const outlineOnServer = async () =>
    (await (await page.request.get(`/api/games/${game.id}/story-outline-chapters`)).json()) as Array<{
      chapterNumber: number;
      title: string;
      selectedCharacters: string[];
      selectedLocation: string;
      isGenerated: boolean;
    }>;
  await expect
    .poll(async () =>
      (await outlineOnServer()).map((c) => [c.title, c.selectedCharacters, c.selectedLocation]),
    )
    .toEqual([
      [OUTLINES[0][0], ["Old Maud"], "Library"],
      [OUTLINES[1][0], [], "The Drowned Chapel"],
      [OUTLINES[2][0], [], ""],
    ]);
  await expectAllSaved(page);

  // Generate one chapter: a 500-character preview that opens in full.
  await button(first, "Generate Chapter 1").click();
  await expect(chapterText(first)).toBeVisible();
  const previewText = (await chapterText(first).textContent()) ?? "";
  expect(previewText.length).toBeLessThanOrEqual(501);
  expect(previewText.endsWith("…")).toBe(true);
  await expect(first.getByText("Written", { exact: true })).toBeVisible();
  await expect(button(first, "Edit Content of chapter 1")).toBeFocused();
  await button(first, "Show full chapter 1").click();
  const full = (await chapterText(first).textContent()) ?? "";
  expect(full.length).toBeGreaterThan(1500);
  expect(full).toContain("Old Maud");
  expect(full.toLowerCase()).toContain("library");
  // Outline content exists: the generator's side is locked until it is deleted (spec 002 §4).
  await expect(page.getByRole("note", { name: "Mode Selection Locked" })).toBeVisible();
  await expectAllSaved(page);
  await snap(page, "adaptive-story-generated-1280");

  // Enhance a title.
  await button(second, "Enhance Title of chapter 2").click();
  await expect(titleOf(second)).not.toHaveValue("The Barrow Road");
  await expect(titleOf(second)).not.toHaveValue("");
  const enhanced = await titleOf(second).inputValue();
  await expectAllSaved(page);

  // Move chapter 3 up, by keyboard: focus stays with the chapter it moved.
  await button(chapter(page, 3), "Move chapter 3 up").focus();
  await page.keyboard.press("Enter");
  await expect(titleOf(chapter(page, 2))).toHaveValue("The Ashen Court");
  await expect(titleOf(chapter(page, 3))).toHaveValue(enhanced);
  await expect(button(chapter(page, 2), "Move chapter 2 up")).toBeFocused();
  await expectNumbered(page, 3);

  // Insert one after chapter 1: later chapters renumber, the new title has focus.
  await button(first, "Insert a chapter after chapter 1").click();
  await expectNumbered(page, 4);
  await expect(titleOf(chapter(page, 2))).toBeFocused();
  await expect(titleOf(chapter(page, 2))).toHaveValue("");
  await expect(titleOf(chapter(page, 3))).toHaveValue("The Ashen Court");

  // And remove it again, after a question.
  await button(chapter(page, 2), "Remove chapter 2").click();
  const confirm = page.getByRole("dialog", { name: "Remove Chapter 2?" });
  await expect(confirm).toBeVisible();
  await expectAccessible(page);
  await snapDialog(page, "adaptive-story-remove-1280");
  await confirm.getByRole("button", { name: "Remove Chapter" }).click();
  await expect(confirm).toBeHidden();
  await expectNumbered(page, 3);
  await expect(titleOf(chapter(page, 2))).toHaveValue("The Ashen Court");
  await expect(chapter(page, 2).getByRole("heading", { name: "Chapter 2" })).toBeFocused();

  // An action option: its text is required.
  await button(first, "Add Action to chapter 1").click();
  const action = page.getByRole("dialog", { name: "Add Action" });
  await action.getByRole("button", { name: "Add Action" }).click();
  await expect(action.getByText("Action text is required.")).toBeVisible();
  await action.getByLabel("Action text").fill("Follow the lights into the barrows");
  await action.getByLabel("Description (optional)").fill("Risky, but quick.");
  await action.getByLabel("Leads to").selectOption({ label: `Chapter 3: ${enhanced}` });
  await expectAccessible(page);
  await snapDialog(page, "adaptive-story-action-1280");
  await action.getByRole("button", { name: "Add Action" }).click();
  await expect(action).toBeHidden();
  await expect(first.getByText("Follow the lights into the barrows")).toBeVisible();
  await expect(first.getByText("Leads to chapter 3")).toBeVisible();

  // Edit the content: an empty text is refused.
  await button(first, "Edit Content of chapter 1").click();
  const editor = page.getByRole("dialog", { name: "Edit Chapter 1" });
  await editor.getByLabel("Chapter text").fill("   ");
  await editor.getByRole("button", { name: "Save Content" }).click();
  await expect(editor.getByText("Content cannot be empty.")).toBeVisible();
  await editor.getByLabel("Chapter text").fill("Wren climbed the library steps.\n\nThe lantern was cold.");
  await snapDialog(page, "adaptive-story-edit-content-1280");
  await editor.getByRole("button", { name: "Save Content" }).click();
  await expect(editor).toBeHidden();
  await expect(chapterText(first)).toHaveText(/Wren climbed the library steps\.\s+The lantern was cold\./);

  // Generate All writes every chapter with a title and an outline, in order, with its progress shown.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const asked: Array<[number, number]> = [];
  await page.route("**/generate-chapter", async (route) => {
    const body = route.request().postDataJSON() as {
      chapterNumber: number;
      previousChapters: Array<{ content: string }>;
    };
    // Which chapter, and how many earlier chapters it was told the text of.
    asked.push([body.chapterNumber, body.previousChapters.filter((c) => c.content.trim()).length]);
    if (body.chapterNumber === 2) await held;
    await route.continue();
  });
  await page.getByRole("button", { name: "Generate All" }).click();
  // Chapter 1 has text: the question names it, and offers to write only the other two.
  const rewrite = page.getByRole("dialog", { name: "Some Chapters Are Written" });
  await expect(rewrite).toContainText(/Chapter 1 “.+” already has text/);
  await expect(rewrite.getByRole("button", { name: "Write the missing chapters only" })).toBeFocused();
  await rewrite.getByRole("button", { name: "Rewrite everything" }).click();
  const progress = page.getByRole("progressbar", { name: "Generate All" });
  await expect(progress).toHaveAttribute("aria-valuetext", "1 of 3 chapters written");
  await expect(page.getByText(/^Writing chapter 2: The Ashen Court$/)).toBeVisible();
  await expectAccessible(page);
  await snap(page, "adaptive-story-generate-all-1280");
  release();
  await expect(progress).toBeHidden({ timeout: 20_000 });
  await expectToast(page, "Chapters Written", "3 chapters were written.");
  expect(asked).toEqual([
    [1, 0],
    [2, 1],
    [3, 2],
  ]);
  for (let n = 1; n <= 3; n++)
    await expect(chapter(page, n).getByText("Written", { exact: true })).toBeVisible();
  await expectAllSaved(page);
  await page.unroute("**/generate-chapter");

  // A custom location leaves every chapter at once.
  await page.getByRole("button", { name: "Remove The Drowned Chapel from all chapters" }).click();
  const removeLocation = page.getByRole("dialog", { name: "Remove Location?" });
  await removeLocation.getByRole("button", { name: "Remove From All Chapters" }).click();
  await expect(removeLocation).toBeHidden();
  await expect(chapter(page, 3).getByLabel("Location of chapter 3")).toHaveValue("");
  await expect(page.getByRole("button", { name: "Remove The Drowned Chapel from all chapters" })).toHaveCount(
    0,
  );

  // Reload: everything kept, in its order.
  await page.reload();
  await expectNumbered(page, 3);
  await expect(titleOf(chapter(page, 1))).toHaveValue("The Dark Lantern");
  await expect(titleOf(chapter(page, 2))).toHaveValue("The Ashen Court");
  await expect(titleOf(chapter(page, 3))).toHaveValue(enhanced);
  await expect(outlineOf(chapter(page, 2))).toHaveValue(OUTLINES[2][1]);
  for (let n = 1; n <= 3; n++) await expect(chapterText(chapter(page, n))).toBeVisible();
  await expect(first.getByRole("button", { name: "Old Maud" })).toHaveAttribute("aria-pressed", "true");
  await expect(first.getByLabel("Location of chapter 1")).toHaveValue("Library");
  await expect(first.getByText("Follow the lights into the barrows")).toBeVisible();
  await expect(page.getByRole("note", { name: "Mode Selection Locked" })).toBeVisible();
  const saved = await outlineOnServer();
  expect(saved.map((c) => c.chapterNumber)).toEqual([1, 2, 3]);
  expect(saved.every((c) => c.isGenerated)).toBe(true);

  // The contents list: each chapter with a 100-character excerpt of its outline.
  const contents = page.getByRole("navigation", { name: "Chapters" });
  await expect(contents.getByRole("link")).toHaveCount(3);
  await expect(contents.getByRole("link").nth(1)).toContainText(OUTLINES[2][1].slice(0, 40));
  await expectAccessible(page);
  await snap(page, "adaptive-story-written-1280");
  await page.evaluate(() => window.scrollTo(0, 0));
  await snapDialog(page, "adaptive-story-top-1280");

  // Dark theme.
  await page.evaluate(() => document.documentElement.classList.add("dark"));
  await expectAccessible(page);
  await snap(page, "adaptive-story-written-dark-1280");
  await page.evaluate(() => document.documentElement.classList.remove("dark"));

  // A phone: nothing runs off the side, the floating buttons are there.
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalOverflow(page);
  await expect(page.getByRole("button", { name: "New Chapter" })).toBeVisible();
  await expectAccessible(page);
  await snap(page, "adaptive-story-written-390");
  await page.evaluate(() => window.scrollTo(0, 0));
  await snapDialog(page, "adaptive-story-top-390");
  await chapter(page, 1).getByLabel("Outline", { exact: true }).scrollIntoViewIfNeeded();
  await snapDialog(page, "adaptive-story-card-390");
  await page.getByRole("button", { name: "Scroll to bottom" }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  await page.getByRole("button", { name: "New Chapter" }).click();
  await expectNumbered(page, 4);
  await expect(titleOf(chapter(page, 4))).toBeFocused();
  await page.getByRole("button", { name: "Scroll to top" }).click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(50);
  await button(chapter(page, 1), "Add Action to chapter 1").click();
  await expectNoHorizontalOverflow(page);
  await expectAccessible(page);
  await snapDialog(page, "adaptive-story-action-390");
  await page.keyboard.press("Escape");
  await page.setViewportSize({ width: 1280, height: 800 });

  // Back to Edit Game, whose outline's Edit in Builder leads here again.
  await page.getByRole("link", { name: "Back to Edit Game" }).click();
  await expect(page).toHaveURL(new RegExp(`/edit/${game.id}$`));
  await page.getByRole("link", { name: "Edit in Builder" }).click();
  await expect(page).toHaveURL(new RegExp(`/adaptive-story/${game.id}$`));
  await expectNumbered(page, 4);
});

test("Adaptive Story: No Valid Outlines, Game not found, another's game, and signing in to come back", async ({
  page,
}) => {
  const owner = newUser("Orla");
  await signUp(page, owner);
  const game = await createGame(page.request, { title: "An Untold Tale" });
  await page.goto(`/adaptive-story/${game.id}`);
  await expectNumbered(page, 3);
  await page.getByRole("button", { name: "Generate All" }).click();
  await expectToast(page, "No Valid Outlines", "Give at least one chapter a title and an outline first.");
  // Nothing was written or saved.
  expect(await (await page.request.get(`/api/games/${game.id}/story-outline-chapters`)).json()).toEqual([]);

  // Removing one of the empty chapters saves the plan: two remain after a reload.
  await button(chapter(page, 3), "Remove chapter 3").click();
  await page
    .getByRole("dialog", { name: "Remove Chapter 3?" })
    .getByRole("button", { name: "Remove Chapter" })
    .click();
  await expectNumbered(page, 2);
  await page.reload();
  await expectNumbered(page, 2);

  // A random id: Game not found, and Go Home.
  await page.goto(`/adaptive-story/${crypto.randomUUID()}`);
  await expect(page.getByRole("heading", { name: "Game not found" })).toBeVisible();
  await expectAccessible(page);
  await snap(page, "adaptive-story-not-found-1280");
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalOverflow(page);
  await snap(page, "adaptive-story-not-found-390");
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole("link", { name: "Go Home" }).click();
  await expect(page.getByRole("heading", { name: "Your Creative Studio" })).toBeVisible();

  // Signed out: to sign in, then back to the story.
  await page.context().clearCookies();
  await page.goto(`/adaptive-story/${game.id}`);
  await expect(page).toHaveURL(new RegExp(`/auth/login\\?returnTo=%2Fadaptive-story%2F${game.id}$`));
  await signIn(page, owner.email, owner.password);
  await expect(page).toHaveURL(new RegExp(`/adaptive-story/${game.id}$`));
  await expectNumbered(page, 2);

  // Someone else's game reads as not found.
  await page.context().clearCookies();
  await signUp(page, newUser("Ivo"));
  await page.goto(`/adaptive-story/${game.id}`);
  await expect(page.getByRole("heading", { name: "Game not found" })).toBeVisible();
});

test("Adaptive Story: every failure says so in the spec's words, and nothing is lost", async ({ page }) => {
  await signUp(page, newUser("Fenn"));
  const game = await createGame(page.request, { title: "A Fragile Plan" });
  await page.goto(`/adaptive-story/${game.id}`);
  const first = chapter(page, 1);
  await titleOf(first).fill("The Dark Lantern");
  await outlineOf(first).fill(OUTLINES[0][1]);
  await outlineOf(first).blur();
  await expectAllSaved(page);
  const fail = (status = 500) => ({
    status,
    contentType: "application/json",
    body: JSON.stringify({ message: "The AI service failed to answer. Please try again." }),
  });

  await page.route("**/generate-chapter", (route) => route.fulfill(fail(502)));
  await button(first, "Generate Chapter 1").click();
  await expectToast(page, "Generation Failed", "Failed to generate chapter");
  await expect(first.getByText("Not written yet.")).toBeVisible();
  await page.unroute("**/generate-chapter");

  await page.route("**/rewrite-chapter-title", (route) => route.fulfill(fail(502)));
  await button(first, "Enhance Title of chapter 1").click();
  await expectToast(page, "Enhancement Failed", "The AI service failed to answer. Please try again.");
  await expect(titleOf(first)).toHaveValue("The Dark Lantern");
  await page.unroute("**/rewrite-chapter-title");

  await page.route("**/story-outline-chapters/reorder", (route) => route.fulfill(fail()));
  await button(first, "Move chapter 1 down").click();
  await expectToast(page, "Move Failed");
  await expect(titleOf(chapter(page, 1))).toHaveValue("The Dark Lantern");
  await page.unroute("**/story-outline-chapters/reorder");

  await page.route("**/story-outline-chapters/insert", (route) => route.fulfill(fail()));
  await button(first, "Insert a chapter after chapter 1").click();
  await expectToast(page, "Insert Failed");
  await expectNumbered(page, 3);
  await page.unroute("**/story-outline-chapters/insert");

  // A failed save: the toast, "Not saved" with Retry, and what was typed stays.
  await page.route(`**/api/games/${game.id}/story-outline-chapters`, (route) =>
    route.request().method() === "POST" ? route.fulfill(fail()) : route.continue(),
  );
  await titleOf(first).fill("The Cold Lantern");
  await titleOf(first).blur();
  await expectToast(page, "Save Failed", "Failed to save chapter changes");
  await expect(first.getByText("Not saved")).toBeVisible();
  await snap(page, "adaptive-story-save-failed-1280");
  await page.unroute(`**/api/games/${game.id}/story-outline-chapters`);
  await first.getByRole("button", { name: "Retry" }).click();
  await expect(first.getByText("Saved", { exact: true })).toBeVisible();
  await page.reload();
  await expect(titleOf(chapter(page, 1))).toHaveValue("The Cold Lantern");
  await expect(toasts(page).getByText("Save Failed")).toHaveCount(0);
});

test("Adaptive Story: regenerate with a direction, write it yourself, clear the text, and edit actions", async ({
  page,
}) => {
  await signUp(page, newUser("Rhea"));
  const game = await createGame(page.request, { title: "Second Drafts" });
  // An outline made elsewhere (the create form's, a sequel's), naming someone no longer in the cast.
  const res = await page.request.post(`/api/games/${game.id}/story-outline`, {
    data: {
      chapters: OUTLINES.slice(0, 2).map(([title, outline], i) => ({
        chapterNumber: i + 1,
        title,
        outline,
        selectedCharacters: i === 0 ? ["Wren", "Brother Aldric"] : [],
        selectedLocation: i === 0 ? "Forest" : "",
      })),
    },
  });
  expect(res.ok()).toBe(true);
  await page.goto(`/adaptive-story/${game.id}`);
  await expectNumbered(page, 2);
  const first = chapter(page, 1);
  await expect(first.getByRole("button", { name: "Wren" })).toHaveAttribute("aria-pressed", "true");
  const stranger = first.getByRole("button", {
    name: "Remove Brother Aldric (no longer in the cast) from chapter 1",
  });
  await expect(stranger).toBeVisible();
  await stranger.click();
  await expect(stranger).toHaveCount(0);

  // Write it yourself, then regenerate along a direction.
  await button(first, "Write It Yourself (chapter 1)").click();
  const editor = page.getByRole("dialog", { name: "Edit Chapter 1" });
  await editor.getByRole("button", { name: "Save Content" }).click();
  await expect(editor.getByText("Content cannot be empty.")).toBeVisible();
  await expect(editor.getByLabel("Chapter text")).toBeFocused();
  await editor.getByLabel("Chapter text").fill("Wren found the lantern cold.");
  await editor.getByRole("button", { name: "Save Content" }).click();
  await expect(editor).toBeHidden();
  await expect(chapterText(first)).toHaveText("Wren found the lantern cold.");
  await expect(button(first, "Edit Content of chapter 1")).toBeFocused();
  await expect(page.getByRole("note", { name: "Mode Selection Locked" })).toBeVisible();

  await button(first, "Regenerate chapter 1").click();
  const regenerate = page.getByRole("dialog", { name: "Regenerate Chapter 1" });
  await regenerate.getByLabel("Direction (optional)").fill("Make it eerier");
  await expectAccessible(page);
  await snapDialog(page, "adaptive-story-regenerate-1280");
  await regenerate.getByRole("button", { name: "Regenerate" }).click();
  await expect(regenerate).toBeHidden();
  await expect(chapterText(first)).not.toHaveText("Wren found the lantern cold.");
  await expect(chapterText(first)).toContainText(/forest/i);

  // Clearing the text lifts the lock on the other mode.
  await button(first, "Clear Text of chapter 1").click();
  await page
    .getByRole("dialog", { name: "Clear Chapter 1's Text?" })
    .getByRole("button", { name: "Clear Text" })
    .click();
  await expect(first.getByText("Not written yet.")).toBeVisible();
  await expect(button(first, "Generate Chapter 1")).toBeFocused();
  await expect(page.getByRole("note", { name: "Mode Selection Locked" })).toHaveCount(0);

  // Actions: add, edit, remove.
  await button(first, "Add Action to chapter 1").click();
  let dialog = page.getByRole("dialog", { name: "Add Action" });
  await dialog.getByLabel("Action text").fill("Light a candle");
  await dialog.getByRole("button", { name: "Add Action" }).click();
  await expect(dialog).toBeHidden();
  await expect(first.getByText("Leads to the next chapter")).toBeVisible();
  await first.getByRole("button", { name: "Edit action “Light a candle”" }).click();
  dialog = page.getByRole("dialog", { name: "Edit Action" });
  await expect(dialog.getByLabel("Action text")).toHaveValue("Light a candle");
  await dialog.getByLabel("Action text").fill("Light two candles");
  await dialog.getByLabel("Leads to").selectOption({ label: "Chapter 2: The Barrow Road" });
  await dialog.getByRole("button", { name: "Save Action" }).click();
  await expect(dialog).toBeHidden();
  await expect(first.getByText("Light two candles")).toBeVisible();
  await expect(first.getByText("Leads to chapter 2")).toBeVisible();
  // Moving chapter 2 up: the action still leads to the chapter it named, now number 1.
  await button(chapter(page, 2), "Move chapter 2 up").click();
  await expect(titleOf(chapter(page, 1))).toHaveValue("The Barrow Road");
  await expect(chapter(page, 2).getByText("Leads to chapter 1")).toBeVisible();
  await chapter(page, 2).getByRole("button", { name: "Remove action “Light two candles”" }).click();
  await expect(chapter(page, 2).getByText("Light two candles")).toHaveCount(0);
  await expectAllSaved(page);

  await page.reload();
  await expect(titleOf(chapter(page, 2))).toHaveValue("The Dark Lantern");
  await expect(chapter(page, 2).getByText("None yet.")).toBeVisible();
  await expect(chapter(page, 2).getByRole("button", { name: "Wren" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(chapter(page, 2).getByText("Brother Aldric")).toHaveCount(0);
});
