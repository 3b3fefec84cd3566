import { expect, type Page, test } from "@playwright/test";
import {
  expectAccessible,
  expectEditorShows,
  fillSignUp,
  newUser,
  recordToasts,
  signIn,
  signUp,
  snap,
} from "./support";

/** Dialogs are laid over the viewport, so their screenshots are of the viewport. */
const snapDialog = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screens/${name}.png` });
const toast = (page: Page) => page.getByRole("region", { name: /Notifications/ });
const characterCards = (page: Page) => page.getByRole("region", { name: "Characters" }).getByRole("article");
const STORYLINE =
  "Wren, a young lamplighter, must relight the Lantern of Hollow Vale before the longest night swallows the valley.";
/** Longer than the assistant's 200-character preview, with words that only come after it. */
const LONG_STORYLINE = `${STORYLINE} The old keeper Maud hid the flint in the drowned chapel; the river spirits want it kept there, and the Ashen Queen's wardens hunt anyone who carries a flame past the weir at midnight.`;

async function expectToast(page: Page, title: string, text?: string | RegExp) {
  await expect(toast(page).getByText(title, { exact: true })).toBeVisible();
  if (text) await expect(toast(page).getByText(text)).toBeVisible();
}

async function fillBasics(page: Page, title = "The Lantern of Hollow Vale") {
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Story outline").fill(STORYLINE);
  const hero = characterCards(page).first();
  await hero.getByLabel("Name").fill("Wren");
}

test("Create New Adventure: defaults, every validation message, characters, AI help, then Edit", async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signUp(page, newUser("Cora"));
  await page.goto("/create");
  await expect(page.getByRole("heading", { name: "Create New Adventure", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Back to Studio" })).toHaveAttribute("href", "/");
  for (const card of ["Basic Information", "Story Settings", "Characters"])
    await expect(page.getByRole("heading", { name: card, level: 2 })).toBeVisible();

  // Spec 001 §4, §9 defaults.
  await expect(page.getByLabel("Genre")).toHaveValue("fantasy");
  await expect(page.getByLabel("Narrative perspective")).toHaveValue("third_person");
  await expect(page.getByRole("radio", { name: /Interactive/ })).toBeChecked();
  await expect(page.getByRole("switch", { name: "Child-friendly mode" })).toHaveAttribute(
    "aria-checked",
    "false",
  );
  await expect(page.getByLabel("Chapters", { exact: true })).toHaveValue("20");
  await expect(page.getByRole("button", { name: "Generate 20-Chapter Outline" })).toBeVisible();
  await expect(characterCards(page)).toHaveCount(1);
  const hero = characterCards(page).first();
  await expect(hero.getByLabel("Type")).toHaveValue("protagonist");
  await expect(hero.getByLabel("Role")).toHaveValue("protagonist");
  await expect(hero.getByRole("switch", { name: "Real person" })).toHaveAttribute("aria-checked", "false");
  await expect(hero.getByRole("button", { name: /Remove/ })).toHaveCount(0);
  await expectAccessible(page);
  await snap(page, "create-empty");

  // Every validation message of §5, on the client, in the spec's words.
  await page.getByRole("button", { name: "Create Adventure" }).click();
  await expect(page.getByText("Title is required")).toBeVisible();
  await expect(page.getByText("Storyline must be at least 10 characters")).toBeVisible();
  await expect(page.getByText("Character name is required")).toBeVisible();
  await hero.getByLabel("Role").fill("");
  await expect(page.getByText("Character role is required")).toBeVisible();
  await page.getByLabel("Genre").selectOption("");
  await expect(page.getByText("Genre is required")).toBeVisible();
  await page.getByLabel("Title", { exact: true }).fill("x".repeat(101));
  await expect(page.getByText("Title too long")).toBeVisible();
  await page.getByLabel("Chapters", { exact: true }).fill("4");
  await expect(page.getByText("At least 5 chapters required")).toBeVisible();
  await expect(page.getByRole("button", { name: "Generate 4-Chapter Outline" })).toBeVisible();
  await page.getByLabel("Chapters", { exact: true }).fill("101");
  await expect(page.getByText("Maximum 100 chapters")).toBeVisible();
  await snap(page, "create-errors");
  // An unparsable entry falls back to 20; the presets set 10, 20, 40.
  await page.getByLabel("Chapters", { exact: true }).fill("many");
  await expect(page.getByRole("button", { name: "Generate 20-Chapter Outline" })).toBeVisible();
  await page.getByRole("button", { name: "Long ~40" }).click();
  await expect(page.getByRole("button", { name: "Generate 40-Chapter Outline" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Long ~40" })).toHaveAttribute("aria-pressed", "true");

  // AI Generate needs a storyline, then adds 3 (spec 001 §5).
  await page.getByRole("button", { name: "AI Generate" }).click();
  await expectToast(page, "Storyline Required");
  await page.getByLabel("Genre").selectOption("fantasy");
  await page.getByLabel("Title", { exact: true }).fill("The Lantern of Hollow Vale");
  await page.getByLabel("Story outline").fill(STORYLINE);
  await hero.getByLabel("Name").fill("Wren");
  await hero.getByLabel("Role").fill("Lamplighter");
  await page.getByRole("button", { name: "AI Generate" }).click();
  await expect(characterCards(page)).toHaveCount(4);
  await expect(hero.getByRole("button", { name: /Remove/ })).toBeVisible();
  const names = await characterCards(page)
    .getByLabel("Name")
    .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
  expect(new Set(names).size).toBe(4);
  expect(names.every(Boolean)).toBe(true);

  // Added characters start as supporting; remove works while more than one remains.
  await page.getByRole("button", { name: "Add Character" }).click();
  await expect(characterCards(page)).toHaveCount(5);
  const added = characterCards(page).nth(4);
  await expect(added.getByLabel("Type")).toHaveValue("supporting");
  await added.getByRole("button", { name: /Remove/ }).click();
  await expect(characterCards(page)).toHaveCount(4);

  // A real person: details hidden, the auto-filled description shown, fetched on request.
  await page.getByRole("button", { name: "Add Character" }).click();
  const ada = characterCards(page).nth(4);
  await ada.getByLabel("Name").fill("Ada Lovelace");
  await ada.getByLabel("Role").fill("Inventor");
  await ada.getByRole("button", { name: "More details" }).click();
  await expect(ada.getByLabel("Eye color")).toBeVisible();
  await ada.getByRole("switch", { name: "Real person" }).click();
  await expect(ada.getByLabel("Eye color")).toHaveCount(0);
  await expect(ada.getByRole("button", { name: "More details" })).toHaveCount(0);
  await expect(ada.getByText(/will be filled in automatically when you create the adventure/)).toBeVisible();
  await ada.getByRole("button", { name: "Fetch biography now" }).click();
  await expect(ada.getByText(/Ada Lovelace appears in this story/)).toBeVisible();
  await expectAccessible(page);
  await snap(page, "create-filled");

  // The AI Assistant for the storyline: genre, 200 characters of storyline, instructions.
  expect(LONG_STORYLINE.length).toBeGreaterThan(230);
  await page.getByLabel("Story outline").fill(LONG_STORYLINE);
  await page
    .getByRole("region", { name: "Basic Information" })
    .getByRole("button", { name: "AI Assistant" })
    .click();
  const dialog = page.getByRole("dialog", { name: "AI Storyline Assistant" });
  await expect(dialog.getByText("Fantasy")).toBeVisible();
  const preview = dialog.getByTestId("assistant-storyline");
  await expect(preview).toHaveText(`${LONG_STORYLINE.slice(0, 200)}…`);
  await expect(preview).not.toContainText("midnight");
  await dialog.getByLabel("Additional instructions (optional)").fill("A twist at the end");
  await dialog.getByRole("button", { name: "Generate AI Content" }).click();
  await expect(dialog.getByRole("region", { name: "Generated content" })).toBeVisible();
  await expectAccessible(page);
  await snapDialog(page, "create-ai-assistant");
  const content = await dialog
    .getByRole("region", { name: "Generated content" })
    .locator("div")
    .first()
    .textContent();
  expect(content?.trim().length).toBeGreaterThan(50);
  await dialog.getByRole("button", { name: "Copy" }).click();
  await expect(dialog.getByRole("button", { name: "Copied!" })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(content);
  await dialog.getByRole("button", { name: "Use This Content" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel("Story outline")).toHaveValue((content ?? "").trim());

  // The characters assistant adds the characters it sketches.
  await page
    .getByRole("region", { name: "Characters" })
    .getByRole("button", { name: "AI Assistant" })
    .click();
  const cast = page.getByRole("dialog", { name: "AI Character Assistant" });
  await cast.getByRole("button", { name: "Generate AI Content" }).click();
  await cast.getByRole("button", { name: "Use This Content" }).click();
  await expect(characterCards(page)).toHaveCount(9);

  // The scenes assistant adds its plan to the storyline as notes.
  await page.getByRole("button", { name: "Plan key scenes with AI" }).click();
  const scenes = page.getByRole("dialog", { name: "AI Scene Assistant" });
  await scenes.getByRole("button", { name: "Generate AI Content" }).click();
  await scenes.getByRole("button", { name: "Use This Content" }).click();
  await expect(page.getByLabel("Story outline")).toHaveValue(/Key scenes:\n1\. /);

  await page.getByRole("button", { name: "Create Adventure" }).click();
  await expect(page).toHaveURL(/\/edit\/[\w-]+$/);
  const id = page.url().split("/").pop() as string;
  const game = await (await page.request.get(`/api/games/${id}`)).json();
  expect(game).toMatchObject({ title: "The Lantern of Hollow Vale", genre: "fantasy", chapterCount: 40 });
  await expectEditorShows(page, "The Lantern of Hollow Vale");
  expect(game.characters).toHaveLength(9);
  expect(game.characters[0]).toMatchObject({ name: "Wren", characterType: "protagonist" });
  expect(game.characters[4]).toMatchObject({ name: "Ada Lovelace", isRealPerson: true });
});

test("AI Generate replaces the untouched first card instead of adding beside it (issue 30 item 3)", async ({
  page,
}) => {
  await signUp(page, newUser("Uma"));
  await page.goto("/create");
  await page.getByLabel("Title", { exact: true }).fill("The Salt Lighthouse");
  await page.getByLabel("Story outline").fill(STORYLINE);
  await expect(characterCards(page)).toHaveCount(1);
  await page.getByRole("button", { name: "AI Generate" }).click();
  await expectToast(page, "Characters Generated");
  await expect(characterCards(page)).toHaveCount(3);
  const names = await characterCards(page)
    .getByLabel("Name")
    .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
  expect(names.every((name) => name.trim().length > 0)).toBe(true);
});

test("A wrong detail behind More details opens the section, says what is wrong and is fixed in place", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signUp(page, newUser("Ravi"));
  await page.goto("/create");
  await fillBasics(page, "The Hidden Mistake");
  const hero = characterCards(page).first();
  await hero.getByRole("button", { name: "More details" }).click();
  await hero.getByLabel("Age").fill("-5");
  await hero.getByLabel("Eye color").fill("x".repeat(41));
  await hero.getByRole("button", { name: "Hide details" }).click();
  await expect(hero.getByLabel("Age")).toHaveCount(0);

  await page.getByRole("button", { name: "Create Adventure" }).click();
  await expect(hero.getByRole("button", { name: "Hide details" })).toHaveAttribute("aria-expanded", "true");
  await expect(hero.getByText("Age must be a whole number from 0 to 200")).toBeVisible();
  await expect(hero.getByText("Eye color is too long (40 characters at most)")).toBeVisible();
  await expect(hero.getByLabel("Age")).toBeFocused();
  await expect(hero.getByLabel("Age")).toHaveAttribute("aria-invalid", "true");
  await snap(page, "create-detail-errors");
  await hero.getByLabel("Age").fill("250");
  await expect(hero.getByText("Age must be a whole number from 0 to 200")).toBeVisible();
  await hero.getByLabel("Age").fill("34");
  await hero.getByLabel("Eye color").fill("grey");
  await expect(hero.getByText("Age must be a whole number from 0 to 200")).toHaveCount(0);
  await page.getByRole("button", { name: "Create Adventure" }).click();
  await expect(page).toHaveURL(/\/edit\/[\w-]+$/);
  const id = page.url().split("/").pop() as string;
  const game = await (await page.request.get(`/api/games/${id}`)).json();
  expect(game.characters[0]).toMatchObject({ name: "Wren", age: 34, eyeColor: "grey" });
  await expectEditorShows(page, "The Hidden Mistake");
});

test("Generate Outline: Missing Information, then game, chapters and the Adaptive Story address", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signUp(page, newUser("Otto"));
  await page.goto("/create");
  await page.getByRole("button", { name: "Generate 20-Chapter Outline" }).click();
  await expectToast(page, "Missing Information");

  await fillBasics(page, "Outline Test");
  await page.getByRole("button", { name: "Short ~10" }).click();
  // Hold the outline call so that the progress can be seen.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/ai/generate-story-outline", async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("button", { name: "Generate 10-Chapter Outline" }).click();
  const progress = page.getByRole("dialog", { name: "Generating your 10-chapter outline" });
  await expect(progress).toBeVisible();
  await expect(progress.getByText("Saving your adventure (done)")).toBeAttached();
  await expect(progress.getByText("Writing 10 chapters (in progress)")).toBeAttached();
  await expectAccessible(page);
  await snapDialog(page, "create-outline-progress");
  release();

  // The new outline opens in the Story Builder.
  await expect(page).toHaveURL(/\/adaptive-story\/[\w-]+$/);
  const id = page.url().split("/").pop() as string;
  await expect(page.getByRole("heading", { name: "Story Outline" })).toBeVisible();
  await expect(page.getByRole("article")).toHaveCount(10);
  const game = await (await page.request.get(`/api/games/${id}`)).json();
  expect(game).toMatchObject({ title: "Outline Test", hasStructuredStory: true, chapterCount: 10 });
  const chapters = await (await page.request.get(`/api/games/${id}/story-outline-chapters`)).json();
  expect(chapters.map((c: { chapterNumber: number }) => c.chapterNumber)).toEqual([
    1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
  ]);
});

test("Creation failures: the server's message, and Biography Fetch Failed", async ({ page }) => {
  test.setTimeout(60_000);
  await signUp(page, newUser("Fay"));
  await page.goto("/create");
  await fillBasics(page, "Doomed");
  await page.route("**/api/games", (route) =>
    route.request().method() === "POST"
      ? route.fulfill({
          status: 502,
          contentType: "application/json",
          body: JSON.stringify({
            message:
              "Biography Fetch Failed: Could not fetch biographies for real persons. Please try again.",
          }),
        })
      : route.continue(),
  );
  await page.getByRole("button", { name: "Create Adventure" }).click();
  await expectToast(
    page,
    "Biography Fetch Failed",
    "Could not fetch biographies for real persons. Please try again.",
  );
  await expect(page).toHaveURL(/\/create$/);
  await snap(page, "create-biography-failed");

  await page.unroute("**/api/games");
  await page.route("**/api/games", (route) =>
    route.fulfill({
      status: 409,
      contentType: "application/json",
      body: JSON.stringify({ message: "Slug taken" }),
    }),
  );
  await page.getByRole("button", { name: "Create Adventure" }).click();
  await expectToast(page, "Creation Failed", "Slug taken");
});

test("Visitors: /create-test keeps the draft through sign-in, then creates it", async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto("/create-test");
  await expect(page.getByRole("heading", { name: "Create New Adventure", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Create Adventure" }).click();
  await expect(page.getByText("Title is required")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);

  await fillBasics(page, "A Visitor's Tale");
  // The AI needs an account too: the same prompt, and nothing is lost.
  await page.getByRole("button", { name: "AI Generate" }).click();
  await expect(page.getByRole("dialog", { name: "Sign in to save your adventure" })).toBeVisible();
  await page.getByRole("button", { name: "Keep editing" }).click();
  await page.getByLabel("Author influence (optional)").fill("Terry Pratchett");
  await page.getByRole("button", { name: "Medium ~20" }).click();
  await page.getByRole("button", { name: "Create Adventure" }).click();
  const prompt = page.getByRole("dialog", { name: "Sign in to save your adventure" });
  await expect(prompt).toBeVisible();
  await expectAccessible(page);
  await snapDialog(page, "create-test-sign-in");
  await page.setViewportSize({ width: 390, height: 844 });
  await snapDialog(page, "create-test-sign-in-phone");
  await page.setViewportSize({ width: 1280, height: 800 });

  await prompt.getByRole("link", { name: "Sign in to continue" }).click();
  await expect(page).toHaveURL(/\/auth\/login\?returnTo=%2Fcreate$/);
  await page.getByRole("tab", { name: "Create account" }).click();
  await fillSignUp(page, newUser("Vera"));
  await page.getByRole("button", { name: "Create account" }).click();

  await expect(page).toHaveURL(/\/create$/);
  await expect(page.getByText("Welcome back! We kept everything you typed")).toBeVisible();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue("A Visitor's Tale");
  await expect(page.getByLabel("Story outline")).toHaveValue(STORYLINE);
  await expect(page.getByLabel("Author influence (optional)")).toHaveValue("Terry Pratchett");
  await expect(characterCards(page).first().getByLabel("Name")).toHaveValue("Wren");
  await snap(page, "create-restored");

  await page.getByRole("button", { name: "Create Adventure" }).click();
  await expect(page).toHaveURL(/\/edit\/[\w-]+$/);
  const id = page.url().split("/").pop() as string;
  const game = await (await page.request.get(`/api/games/${id}`)).json();
  expect(game).toMatchObject({ title: "A Visitor's Tale", authorInfluence: "Terry Pratchett" });
  await expectEditorShows(page, "A Visitor's Tale");

  // Once created, the draft is gone: a new form starts empty.
  await page.goto("/create");
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue("");
  await expect(page.getByText("Welcome back!")).toHaveCount(0);
});

test("Create screens on a phone and in the dark", async ({ page }) => {
  test.setTimeout(60_000);
  await signUp(page, newUser("Pip"));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/create");
  await expect(page.getByRole("heading", { name: "Create New Adventure" })).toBeVisible();
  await expectAccessible(page);
  await snap(page, "create-phone");
  await page.getByRole("button", { name: "Create Adventure" }).click();
  await expect(page.getByText("Title is required")).toBeVisible();
  await snap(page, "create-phone-errors");
  await page.emulateMedia({ colorScheme: "dark" });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.reload();
  await expect(page.getByRole("heading", { name: "Create New Adventure" })).toBeVisible();
  await expectAccessible(page);
  await snap(page, "create-dark");
});

test("An expired session: Session Expired, sign in again, and the draft is still there", async ({ page }) => {
  test.setTimeout(60_000);
  const ezra = newUser("Ezra");
  await signUp(page, ezra);
  // The redirect follows the toast after 500 ms: the page itself reports what the toast said.
  const shown = await recordToasts(page);
  await page.goto("/create");
  await fillBasics(page, "Interrupted Tale");
  await page.context().clearCookies();
  await page.getByRole("button", { name: "Create Adventure" }).click();
  await expect(page).toHaveURL(/\/auth\/login\?returnTo=%2Fcreate$/);
  await expect.poll(shown).toMatch(/Session Expired\s*Please log in again to continue\./);
  await signIn(page, ezra.email, ezra.password);
  await expect(page).toHaveURL(/\/create$/);
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue("Interrupted Tale");
  await expect(page.getByLabel("Story outline")).toHaveValue(STORYLINE);
});

const DRAFT_KEY = "taleforge.create-draft.v1";
const storedDraft = (page: Page) => page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY);

test("A shared browser: logging out forgets the draft, and another person is never offered it", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signUp(page, newUser("Lena"));
  await page.goto("/create");
  await fillBasics(page, "Lena's Private Tale");
  await expect.poll(() => storedDraft(page)).toContain("Lena's Private Tale");

  // Logout from the studio clears it from this browser.
  await page.getByRole("link", { name: "Back to Studio" }).click();
  await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
  await expect(page.getByRole("heading", { name: /Forge stories/ })).toBeVisible();
  expect(await storedDraft(page)).toBeNull();

  // A session that simply ran out keeps the draft for its writer only.
  await signUp(page, newUser("Marek"));
  await page.goto("/create");
  await fillBasics(page, "Marek's Private Tale");
  await expect.poll(() => storedDraft(page)).toContain("Marek's Private Tale");
  await page.context().clearCookies();
  await signUp(page, newUser("Nell"));
  await page.goto("/create");
  await expect(page.getByRole("heading", { name: "Create New Adventure", level: 1 })).toBeVisible();
  await expect(page.getByLabel("Title", { exact: true })).toHaveValue("");
  await expect(page.getByText("Welcome back!")).toHaveCount(0);
});
