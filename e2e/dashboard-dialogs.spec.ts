import { expect, test } from "@playwright/test";
import { action, card, cards, createGame, expectToast, listGames, toasts } from "./dashboard-support";
import { expectAccessible, expectEditorShows, newUser, recordToasts, signUp, snap } from "./support";

// Each journey signs up, creates games through the API and waits for reloads.
test.describe.configure({ timeout: 60_000 });

test("Duplicate Game for Structured Story: default title, blank disabled, then the editor of the copy", async ({
  page,
}) => {
  await signUp(page, newUser("Ines"));
  await createGame(page.request, { title: "Harbour of Bells" });
  await page.reload();

  await action(card(page, "Harbour of Bells"), "Duplicate game").click();
  const dialog = page.getByRole("dialog", { name: "Duplicate Game for Structured Story" });
  await expect(dialog).toBeVisible();
  const field = dialog.getByLabel("New Game Title");
  await expect(field).toHaveValue("Harbour of Bells (Copy)");
  const submit = dialog.getByRole("button", { name: "Duplicate & Edit" });
  await field.fill("   ");
  await expect(submit).toBeDisabled();
  await field.fill("Harbour of Bells: Low Tide");
  await expect(submit).toBeEnabled();
  await expectAccessible(page);
  await snap(page, "dashboard-duplicate-dialog");

  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await action(card(page, "Harbour of Bells"), "Duplicate game").click();
  await expect(field).toHaveValue("Harbour of Bells (Copy)");
  await field.fill("Harbour of Bells: Low Tide");
  // Held back, so that the pending label can be seen.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/duplicate", async (route) => {
    await held;
    await route.continue();
  });
  await submit.click();
  await expect(dialog.getByRole("button", { name: "Duplicating..." })).toBeDisabled();
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeDisabled();
  release();
  await expectToast(page, "Game Duplicated!");
  const copy = (await listGames(page.request)).find((g) => g.title === "Harbour of Bells: Low Tide");
  expect(copy).toBeDefined();
  await expect(page).toHaveURL(new RegExp(`/edit/${copy?.id}$`));
  await expectEditorShows(page, "Harbour of Bells: Low Tide");

  await page.goto("/");
  await expect(cards(page)).toHaveCount(2);
  await expect(card(page, "Harbour of Bells: Low Tide").getByText("Draft", { exact: true })).toBeVisible();
});

// Names of custom URLs are unique across every game on the server, which CI shares with the
// API tests: this run's own names.
const tag =
  Math.random()
    .toString(36)
    .replace(/[^a-z]/g, "")
    .slice(0, 4) || "qxz";
const TAG = tag[0]?.toUpperCase() + tag.slice(1);
const SKY = `Sky Pirates ${TAG}`;
const sky = `sky-pirates-${tag}`;

test("Customize Game URL: current link, suggestions marked Available or Taken, taken and new names", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signUp(page, newUser("Oren"));
  const mine = await createGame(page.request, { title: SKY });
  const other = await createGame(page.request, { title: "Another Story" });
  const taken = await page.request.patch(`/api/games/${other.id}/url`, {
    data: { customSlug: `${sky}-adventure` },
  });
  expect(taken.ok()).toBe(true);
  await page.reload();

  const game = card(page, SKY);
  await action(game, "Customize URL").click();
  const dialog = page.getByRole("dialog", { name: "Customize Game URL" });
  const origin = new URL(page.url()).origin;
  await expect(dialog.getByLabel("Current URL", { exact: true })).toHaveValue(
    `${origin}/play/${mine.shareSlug}`,
  );
  const openCurrent = dialog.getByRole("link", { name: "Open current URL" });
  await expect(openCurrent).toHaveAttribute("target", "_blank");
  await expect(openCurrent).toHaveAttribute("href", `/play/${mine.shareSlug}`);
  await dialog.getByRole("button", { name: "Copy current URL" }).click();
  await expectToast(page, "Copied!", "URL copied to clipboard");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${origin}/play/${mine.shareSlug}`);
  const input = dialog.getByLabel("Create Custom URL", { exact: true });
  await expect(input).toHaveAttribute("placeholder", /^e\.g\. /);
  await expect(dialog.getByRole("button", { name: "Use This URL" })).toHaveCount(0);
  await expect(dialog.getByText("URLs are lowercased and special characters are removed.")).toBeVisible();
  await expect(dialog.getByText(/Every URL includes a unique identifier/)).toBeVisible();
  await expect(dialog.getByText(/Friendly URLs are easier to share/)).toBeVisible();

  // Suggestions on demand, from the title.
  await dialog.getByRole("button", { name: "Get URL suggestions" }).click();
  const suggestions = dialog.getByRole("listitem").filter({ hasText: /Available|Taken/ });
  await expect(suggestions).toHaveCount(5);
  const takenRow = suggestions.filter({ hasText: `${SKY} Adventure` });
  await expect(takenRow.getByText("Taken", { exact: true })).toBeVisible();
  await expect(takenRow.getByRole("button", { name: "Use" })).toHaveCount(0);
  const freeRow = suggestions.filter({ hasText: `Play ${SKY}` });
  await expect(freeRow.getByText("Available", { exact: true })).toBeVisible();
  const identifier = mine.shareSlug.slice(-6);
  await expect(freeRow.getByText(`/play/play-${sky}-${identifier}`)).toBeVisible();
  await freeRow.getByRole("button", { name: `Copy Play ${SKY} URL` }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(
    `${origin}/play/play-${sky}-${identifier}`,
  );
  await expectAccessible(page);
  await snap(page, "dashboard-custom-url-dialog");

  // A taken name is refused with the server's message.
  await input.fill(`${SKY} Adventure!`);
  await expect(dialog.getByText(`/play/${sky}-adventure-${identifier}`)).toBeVisible();
  await dialog.getByRole("button", { name: "Use This URL" }).click();
  await expectToast(page, "Update Failed", "That URL is already taken. Try one of the suggested URLs.");
  await expect(dialog).toBeVisible();

  // A free one is taken at once and the card follows.
  await input.fill(`Brass & Sails ${TAG}`);
  await dialog.getByRole("button", { name: "Use This URL" }).click();
  await expectToast(page, "URL Updated", "Your game now has a new friendly URL!");
  await expect(dialog).toBeHidden();
  await expect(action(game, "Launch game in a new tab")).toHaveAttribute(
    "href",
    `/play/brass-sails-${tag}-${identifier}?preview=true`,
  );

  // Use on a suggestion.
  await action(game, "Customize URL").click();
  await dialog.getByRole("button", { name: "Get URL suggestions" }).click();
  await suggestions
    .filter({ hasText: `Play ${SKY}` })
    .getByRole("button", { name: "Use" })
    .click();
  await expectToast(page, "URL Updated");
  await expect(action(game, "Launch game in a new tab")).toHaveAttribute(
    "href",
    `/play/play-${sky}-${identifier}?preview=true`,
  );
});

test("Delete all scenes and Delete game ask first, with the exact words; scenes can be undone, a game reloads", async ({
  page,
}) => {
  await signUp(page, newUser("Pax"));
  const story = await createGame(page.request, { title: "The Glass Orchard" });
  await createGame(page.request, { title: "Keep Me" });
  expect((await page.request.post(`/api/games/${story.id}/generate-story`)).ok()).toBe(true);
  await page.reload();
  const orchard = card(page, "The Glass Orchard");
  await expect(orchard.getByText(/\d+ chapters?, \d+ scenes?/)).toBeVisible();

  await action(orchard, "Delete all scenes").click();
  const scenes = page.getByRole("dialog", { name: "Delete All Scenes" });
  await expect(
    scenes.getByText(
      'Are you sure you want to delete all scenes from "The Glass Orchard"? This will clear all story content but keep the game setup.',
      { exact: true },
    ),
  ).toBeVisible();
  await expectAccessible(page);
  await snap(page, "dashboard-delete-scenes-dialog");
  await scenes.getByRole("button", { name: "Cancel" }).click();
  await expect(scenes).toBeHidden();
  await expect(orchard.getByText(/\d+ chapters?, \d+ scenes?/)).toBeVisible();

  await action(orchard, "Delete all scenes").click();
  await scenes.getByRole("button", { name: "Delete Scenes" }).click();
  await expectToast(page, "Scenes Deleted!");
  // The story is kept: the toast offers Undo, so the card is counted again rather than reloaded.
  await expect(toasts(page).getByRole("button", { name: "Undo" })).toBeVisible();
  await expect(orchard).toBeVisible();
  await expect(orchard.getByTestId("story-at-a-glance")).toHaveText(
    /^Players get: Free play with the narrator/,
  );
  await expect(orchard.getByText(/\d+ chapters?, \d+ scenes?/)).toHaveCount(0);

  await action(orchard, "Delete game").click();
  const del = page.getByRole("dialog", { name: "Delete Game" });
  await expect(
    del.getByText('Are you sure you want to delete "The Glass Orchard"? This action cannot be undone.', {
      exact: true,
    }),
  ).toBeVisible();
  await snap(page, "dashboard-delete-game-dialog");
  const reloaded = page.waitForEvent("load");
  await del.getByRole("button", { name: "Delete Game" }).click();
  await expectToast(page, "Game Deleted!");
  await expect(orchard).toHaveCount(0);
  await reloaded;
  await expect(cards(page)).toHaveCount(1);
  await expect(
    page.getByRole("region", { name: "Adventures Created" }).getByTestId("stats-total"),
  ).toHaveText("1");
  expect((await listGames(page.request)).map((g) => g.title)).toEqual(["Keep Me"]);
});

test("every failure says what went wrong, and a signed-out studio logs in again", async ({ page }) => {
  await signUp(page, newUser("Quin"));
  await createGame(page.request, { title: "Fragile Tale" });
  await page.reload();
  const fragile = card(page, "Fragile Tale");
  const fail = (pattern: string, method: string, body = "Internal Server Error") =>
    page.route(pattern, (route) =>
      route.request().method() === method
        ? route.fulfill({
            status: 500,
            contentType: "application/json",
            body: JSON.stringify({ message: body }),
          })
        : route.continue(),
    );

  await fail("**/publish", "PATCH");
  await fragile.getByRole("button", { name: "Publish Live" }).click();
  await expectToast(page, "Publishing Failed", "There was an error publishing your game. Please try again.");

  await fail("**/generate-story", "POST");
  await fragile.getByRole("button", { name: "Generate Complete Story" }).click();
  await expectToast(
    page,
    "Story Generation Failed",
    "There was an error generating the complete story. Please try again.",
  );

  await fail("**/scenes", "DELETE");
  await action(fragile, "Delete all scenes").click();
  await page.getByRole("button", { name: "Delete Scenes" }).click();
  await expectToast(page, "Scene Deletion Failed", "There was an error deleting scenes. Please try again.");

  await page.route(/\/api\/games\/[^/]+$/, (route) =>
    route.request().method() === "DELETE" ? route.fulfill({ status: 500, body: "" }) : route.continue(),
  );
  await action(fragile, "Delete game").click();
  await page.getByRole("button", { name: "Delete Game" }).click();
  await expectToast(page, "Deletion Failed", "There was an error deleting your game. Please try again.");

  await fail("**/duplicate", "POST", "The copy could not be written");
  await action(fragile, "Duplicate game").click();
  await page.getByRole("button", { name: "Duplicate & Edit" }).click();
  await expectToast(page, "Duplication Failed", "The copy could not be written");
  await page.getByRole("button", { name: "Cancel" }).click();

  // A 500 without a message of its own (empty, then a proxy's HTML page) gets the spec's words.
  await page.route("**/url", (route) => route.fulfill({ status: 500, body: "" }));
  await action(fragile, "Customize URL").click();
  await page.getByLabel("Create Custom URL", { exact: true }).fill("anything");
  await page.getByRole("button", { name: "Use This URL" }).click();
  await expectToast(page, "Update Failed", "Failed to update URL");
  await page.unroute("**/url");
  await page.route("**/url", (route) =>
    route.fulfill({ status: 502, contentType: "text/html", body: "<html><body>Bad Gateway</body></html>" }),
  );
  await page.getByRole("button", { name: "Use This URL" }).click();
  await expect(toasts(page).getByText("Bad Gateway")).toHaveCount(0);
  await expect(toasts(page).getByText("Failed to update URL", { exact: true }).first()).toBeVisible();
  await page.getByRole("button", { name: "Done" }).click();

  // A clipboard that refuses.
  await page.evaluate(() => {
    Object.defineProperty(navigator, "clipboard", {
      value: { writeText: () => Promise.reject(new Error("denied")) },
    });
  });
  await action(fragile, "Copy share link").click();
  await expectToast(page, "Copy Failed", "Could not copy to clipboard");

  // Suggestions that fail give none, and say nothing.
  await page.route("**/suggest-slug", (route) => route.fulfill({ status: 500, body: "" }));
  await action(fragile, "Customize URL").click();
  await page.getByRole("button", { name: "Get URL suggestions" }).click();
  await expect(page.getByText(/Press the refresh button for suggestions/)).toBeVisible();
  await page.getByRole("button", { name: "Done" }).click();

  // Signed out behind the studio's back: the toast, then /api/login after 500 ms.
  await page.route("**/api/games", (route) =>
    route.fulfill({ status: 401, contentType: "application/json", body: '{"message":"Unauthorized"}' }),
  );
  const login = page.waitForRequest((r) => new URL(r.url()).pathname === "/api/login");
  // The redirect follows the toast after 500 ms: the page itself reports what the toast said.
  const shown = await recordToasts(page);
  await page.reload();
  await login;
  await expect.poll(shown).toMatch(/Unauthorized\s*You are logged out\. Logging in again\.\.\./);
});
