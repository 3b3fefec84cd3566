import { expect, test } from "@playwright/test";
import { action, card, createGame, expectToast } from "./dashboard-support";
import {
  basics,
  characterCards,
  expectSaved,
  region,
  STORYLINE,
  saveButton,
  settings,
  titleField,
} from "./edit-game-support";
import { expectAccessible, newUser, signIn, signUp, snap } from "./support";

test.describe.configure({ timeout: 90_000 });

test("Edit Game: created through the UI, changed, saved, and still changed after a reload", async ({
  page,
}) => {
  await signUp(page, newUser("Edda"));
  await page.goto("/create");
  await page.getByLabel("Title", { exact: true }).fill("The Lantern of Hollow Vale");
  await page.getByLabel("Story outline").fill(STORYLINE);
  await page
    .getByRole("region", { name: "Characters" })
    .getByRole("article")
    .first()
    .getByLabel("Name")
    .fill("Wren");
  await page.getByRole("button", { name: "Create Adventure" }).click();
  await expect(page).toHaveURL(/\/edit\/[\w-]+$/);
  const id = page.url().split("/").pop() as string;

  // What the game is, on arrival.
  await expect(page.getByRole("heading", { name: "Edit Game", level: 1 })).toBeVisible();
  for (const card of ["Basic Information", "Characters and Progression", "Game Settings"])
    await expect(page.getByRole("heading", { name: card, level: 2 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Story Outline" })).toHaveCount(0);
  await expect(titleField(page)).toHaveValue("The Lantern of Hollow Vale");
  await expect(basics(page).getByLabel("Genre")).toHaveValue("fantasy");
  await expect(basics(page).getByLabel("Storyline")).toHaveValue(STORYLINE);
  await expect(characterCards(page)).toHaveCount(1);
  const wren = characterCards(page).first();
  await expect(wren.getByLabel("Name")).toHaveValue("Wren");
  await expect(wren.getByLabel("Type").locator("option")).toHaveCount(31);
  await expect(wren.getByRole("button", { name: /Remove/ })).toHaveCount(0);
  await expect(wren.getByRole("button", { name: "Progression of Wren" })).toBeVisible();
  await expect(settings(page).getByRole("radio", { name: /Interactive/ })).toBeChecked();
  await expect(settings(page).getByLabel("Narrative style")).toHaveValue("adventurous");
  await expect(settings(page).getByLabel("Narrative perspective")).toHaveValue("third_person");
  await expect(page.getByRole("link", { name: "Story Builder" })).toHaveAttribute(
    "href",
    `/adaptive-story/${id}`,
  );
  await expect(page.getByRole("status").filter({ hasText: "All changes saved." })).toBeVisible();

  // Change the basics, a setting, a character, and add a plot line.
  await titleField(page).fill("The Lantern of Hollow Vale, Revised");
  await basics(page).getByLabel("Description").fill("Relight the lantern before the longest night.");
  await basics(page).getByLabel("Genre").selectOption("urban-fantasy");
  await expect(page.getByRole("status").filter({ hasText: "You have unsaved changes." })).toBeVisible();
  await settings(page)
    .getByRole("radio", { name: /Linear/ })
    .check();
  await settings(page).getByLabel("Narrative style").selectOption("dark");
  await settings(page).getByRole("switch", { name: "Public" }).click();
  await settings(page).getByRole("switch", { name: "Allow regeneration" }).click();
  await settings(page).getByRole("switch", { name: "Child-friendly mode" }).click();
  await settings(page).getByLabel("Author influence (optional)").fill("Susanna Clarke");
  await wren.getByLabel("Role").fill("Lamplighter");
  await wren.getByLabel("Type").selectOption("hero");
  await wren.getByLabel("Description").fill("A stubborn young lamplighter with soot on her sleeves.");
  await wren.getByRole("button", { name: "More details" }).click();
  await wren.getByLabel("Age").fill("16");
  await wren.getByLabel("Eye color").fill("grey");

  await settings(page).getByRole("button", { name: "Add Plot Line" }).click();
  const plot = settings(page).getByRole("article").first();
  await expect(plot.getByLabel("Plot line title")).toBeFocused();
  await plot.getByLabel("Plot line title").fill("The drowned flint");
  await plot.getByLabel("Priority").selectOption("critical");
  await plot.getByLabel("Description").fill("The flint lies in the flooded chapel.");
  await plot.getByRole("button", { name: "Add key event" }).click();
  await expect(plot.getByLabel("Key event 1", { exact: true })).toBeFocused();
  await plot.getByLabel("Key event 1", { exact: true }).fill("The weir breaks");
  await plot.getByRole("button", { name: "Add key event" }).click();
  await plot.getByLabel("Key event 2", { exact: true }).fill("Maud gives up the key");
  await plot.getByRole("button", { name: "Add key event" }).click();
  await plot.getByRole("button", { name: "Remove key event 3" }).click();
  await plot.getByRole("checkbox", { name: "Wren" }).check();
  await plot.getByLabel("Target ending (optional)").fill("The lantern burns again");
  await expectAccessible(page);
  await snap(page, "edit-game-changed");

  await saveButton(page).click();
  await expectSaved(page);
  await expect(page.getByText("The Lantern of Hollow Vale, Revised").first()).toBeVisible();

  await page.reload();
  await expect(titleField(page)).toHaveValue("The Lantern of Hollow Vale, Revised");
  await expect(basics(page).getByLabel("Description")).toHaveValue(
    "Relight the lantern before the longest night.",
  );
  await expect(basics(page).getByLabel("Genre")).toHaveValue("urban-fantasy");
  await expect(settings(page).getByRole("radio", { name: /Linear/ })).toBeChecked();
  await expect(settings(page).getByLabel("Narrative style")).toHaveValue("dark");
  await expect(settings(page).getByRole("switch", { name: "Public" })).toHaveAttribute(
    "aria-checked",
    "true",
  );
  await expect(settings(page).getByRole("switch", { name: "Allow regeneration" })).toHaveAttribute(
    "aria-checked",
    "false",
  );
  await expect(settings(page).getByRole("switch", { name: "Child-friendly mode" })).toHaveAttribute(
    "aria-checked",
    "true",
  );
  const again = characterCards(page).first();
  await expect(again.getByLabel("Role")).toHaveValue("Lamplighter");
  await expect(again.getByLabel("Type")).toHaveValue("hero");
  await again.getByRole("button", { name: "More details" }).click();
  await expect(again.getByLabel("Age")).toHaveValue("16");
  const plotAgain = settings(page).getByRole("article").first();
  await expect(plotAgain.getByLabel("Plot line title")).toHaveValue("The drowned flint");
  await expect(plotAgain.getByLabel("Priority")).toHaveValue("critical");
  await expect(plotAgain.getByLabel("Key event 2", { exact: true })).toHaveValue("Maud gives up the key");
  await expect(plotAgain.getByLabel("Key event 3", { exact: true })).toHaveCount(0);
  await expect(plotAgain.getByRole("checkbox", { name: "Wren" })).toBeChecked();
  const game = await (await page.request.get(`/api/games/${id}`)).json();
  expect(game).toMatchObject({
    gameplayMode: "linear",
    authorInfluence: "Susanna Clarke",
    isPublic: true,
    childMode: true,
  });
  expect(game.characters[0]).toMatchObject({ name: "Wren", age: 16, eyeColor: "grey" });

  // The dashboard has the new title too.
  await page.getByRole("link", { name: "Back to Studio" }).click();
  await expect(card(page, "The Lantern of Hollow Vale, Revised")).toBeVisible();

  // The card's Edit icon opens the same editor.
  await action(card(page, "The Lantern of Hollow Vale, Revised"), "Edit game").click();
  await expect(page).toHaveURL(new RegExp(`/edit/${id}$`));
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(titleField(page)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await snap(page, "edit-game-phone");
  await page.emulateMedia({ colorScheme: "dark" });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.reload();
  await expect(titleField(page)).toHaveValue("The Lantern of Hollow Vale, Revised");
  await expectAccessible(page);
  await snap(page, "edit-game-dark");
});

test("Edit Game: each of the spec's messages beside its field, nothing lost, focus on the first", async ({
  page,
}) => {
  await signUp(page, newUser("Vida"));
  const { id } = await createGame(page.request, { title: "Harbour of Bells", description: "Bells." });
  await page.goto(`/edit/${id}`);
  await expect(titleField(page)).toHaveValue("Harbour of Bells");
  // Created without descriptions: the editor asks for them, as the spec requires.
  await saveButton(page).click();
  await expect(characterCards(page).first().getByText("Character description is required")).toBeVisible();
  await expect(characterCards(page).first().getByLabel("Description")).toBeFocused();

  await titleField(page).fill("");
  await basics(page).getByLabel("Description").fill(" ");
  await basics(page).getByLabel("Genre").selectOption("");
  await basics(page).getByLabel("Storyline").fill("");
  const maud = characterCards(page).nth(1);
  await maud.getByLabel("Name").fill("");
  await maud.getByLabel("Role").fill("");
  await saveButton(page).click();
  for (const message of [
    "Game title is required",
    "Game description is required",
    "Genre is required",
    "Storyline is required",
    "Character name is required",
    "Character role is required",
    "Character description is required",
  ])
    await expect(page.getByText(message).first()).toBeVisible();
  await expect(titleField(page)).toBeFocused();
  await expect(titleField(page)).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(page);
  await snap(page, "edit-game-errors");
  // Nothing typed was thrown away, and nothing was saved.
  await expect(maud.getByLabel("Name")).toHaveValue("");
  await expect(page.getByRole("status").filter({ hasText: "You have unsaved changes." })).toBeVisible();
  const unchanged = await (await page.request.get(`/api/games/${id}`)).json();
  expect(unchanged.title).toBe("Harbour of Bells");

  // Fixed in place: each message goes as its field is corrected.
  await titleField(page).fill("Harbour of Bells");
  await expect(page.getByText("Game title is required")).toHaveCount(0);
  await basics(page).getByLabel("Description").fill("Bells under the sea.");
  await basics(page).getByLabel("Genre").selectOption("mystery");
  await basics(page).getByLabel("Storyline").fill(STORYLINE);
  await maud.getByLabel("Name").fill("Old Maud");
  await maud.getByLabel("Role").fill("Keeper");
  for (const c of await characterCards(page).all())
    await c.getByLabel("Description").fill("Someone of the harbour.");
  // Held back, so that the progress can be seen.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/api/games/${id}`, async (route) => {
    if (route.request().method() === "PUT") await held;
    await route.continue();
  });
  await saveButton(page).click();
  await expect(page.getByRole("button", { name: "Saving…" })).toBeDisabled();
  await expect(page.getByRole("status").filter({ hasText: "Saving your changes…" })).toBeVisible();
  release();
  await expectSaved(page);
  await page.unroute(`**/api/games/${id}`);

  // A refusal shows the server's words; a 401 sends the creator home.
  await titleField(page).fill("Harbour of Bells II");
  await page.route(`**/api/games/${id}`, (route) =>
    route.request().method() === "PUT"
      ? route.fulfill({
          status: 500,
          contentType: "application/json",
          body: '{"message":"Database unavailable"}',
        })
      : route.continue(),
  );
  await saveButton(page).click();
  await expectToast(page, "Error updating game", "Database unavailable");
  await expect(titleField(page)).toHaveValue("Harbour of Bells II");
  await page.unroute(`**/api/games/${id}`);
  await page.route(`**/api/games/${id}`, (route) =>
    route.request().method() === "PUT"
      ? route.fulfill({ status: 401, contentType: "application/json", body: '{"message":"Unauthorized"}' })
      : route.continue(),
  );
  page.on("dialog", (d) => void d.accept());
  await saveButton(page).click();
  await expectToast(page, "Authentication required", "Please log in to update your game");
  await expect(page).toHaveURL(/\/$/);
});

test("Game Not Found: an id that is no game, and another creator's game; signed out, sign in first", async ({
  page,
  browser,
}) => {
  const owner = newUser("Orla");
  await signUp(page, owner);
  const { id } = await createGame(page.request, { title: "Orla's Secret Tale" });

  await page.goto("/edit/no-such-game");
  await expect(page.getByRole("heading", { name: "Game Not Found" })).toBeVisible();
  await expectAccessible(page);
  await snap(page, "edit-game-not-found");
  await page.getByRole("link", { name: "Back to Games" }).click();
  await expect(page.getByRole("heading", { name: "Your Creative Studio" })).toBeVisible();

  const other = await browser.newPage();
  await signUp(other, newUser("Ivo"));
  await other.goto(`/edit/${id}`);
  await expect(other.getByRole("heading", { name: "Game Not Found" })).toBeVisible();
  await expect(other.getByText("Orla's Secret Tale")).toHaveCount(0);
  await other.close();

  // Signed out: to sign in, then back to the game.
  await page.context().clearCookies();
  await page.goto(`/edit/${id}`);
  await expect(page).toHaveURL(new RegExp(`/auth/login\\?returnTo=%2Fedit%2F${id}$`));
  await signIn(page, owner.email, owner.password);
  await expect(page).toHaveURL(new RegExp(`/edit/${id}$`));
  await expect(titleField(page)).toHaveValue("Orla's Secret Tale");
});

test("Story Outline: a read-only summary with Show and Hide, and Edit in Builder", async ({ page }) => {
  await signUp(page, newUser("Otis"));
  const { id } = await createGame(page.request, { title: "Tale With a Plan" });
  const chapters = [1, 2, 3].map((n) => ({
    chapterNumber: n,
    title: `Chapter title ${n}`,
    outline: `${"The valley darkens and the river rises. ".repeat(4)}End ${n}.`,
    selectedCharacters: [],
    selectedLocation: "Forest",
  }));
  const res = await page.request.post(`/api/games/${id}/story-outline`, { data: { chapters } });
  expect(res.ok()).toBe(true);
  await page.goto(`/edit/${id}`);
  const outline = region(page, "Story Outline");
  await expect(outline.getByText("3 chapters planned")).toBeVisible();
  await expect(outline.getByText("Chapter title 1")).toHaveCount(0);
  await outline.getByRole("button", { name: "Show outline" }).click();
  await expect(outline.getByRole("listitem")).toHaveCount(3);
  await expect(outline.getByText("Chapter title 2")).toBeVisible();
  await expect(outline.getByText(/End 1/)).toHaveCount(0);
  await expectAccessible(page);
  await snap(page, "edit-game-outline");
  await outline.getByRole("button", { name: "Hide outline" }).click();
  await expect(outline.getByRole("listitem")).toHaveCount(0);
  // Reached by keyboard, it opens the Story Builder with the same chapters.
  await outline.getByRole("link", { name: "Edit in Builder" }).focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/adaptive-story/${id}$`));
  await expect(page.getByRole("article")).toHaveCount(3);
  await expect(
    page.getByRole("article", { name: "Chapter 2", exact: true }).getByLabel("Title", { exact: true }),
  ).toHaveValue("Chapter title 2");
});
