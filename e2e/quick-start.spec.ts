import { expect, type Page, test } from "@playwright/test";
import { expectAccessible, expectEditorShows, newUser, signUp, snap } from "./support";

const toast = (page: Page) => page.getByRole("region", { name: /Notifications/ });
const snapViewport = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screens/${name}.png` });

test("Quick Start: defaults, Genre Required, a limited arc, then regenerating with ?gameId", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await signUp(page, newUser("Quinn"));
  await page.goto("/quick-start");
  await expect(page.getByRole("heading", { name: "Quick Start Generator", level: 1 })).toBeVisible();

  // Spec 001 §9: easy, expanding, all options off, and no genre yet.
  const genres = page.getByRole("group", { name: "Genre" }).getByRole("button");
  await expect(genres).toHaveCount(18);
  for (const name of ["Romantic Drama", "Superhero", "Slice of Life"])
    await expect(page.getByRole("button", { name: new RegExp(`^${name}`) })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
  await expect(page.getByRole("radio", { name: /^Easy/ })).toBeChecked();
  await expect(page.getByRole("radio", { name: /^Expanding world/ })).toBeChecked();
  for (const name of [/^Child-friendly mode/, /^Inventory system/, /^Character stats/])
    await expect(page.getByRole("checkbox", { name })).not.toBeChecked();
  await expectAccessible(page);
  await snap(page, "quick-start");

  await page.getByRole("button", { name: "Generate My Story" }).click();
  await expect(toast(page).getByText("Genre Required", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: /^Superhero/ }).click();
  await expect(page.getByRole("button", { name: /^Superhero/ })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("radio", { name: /^Hard/ }).check();
  await page.getByRole("radio", { name: /^Limited arc/ }).check();
  await page.getByRole("checkbox", { name: /^Inventory system/ }).check();
  await snap(page, "quick-start-chosen");

  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/games/quick-start", async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole("button", { name: "Generate My Story" }).click();
  await expect(page.getByRole("dialog", { name: "Writing your story" })).toBeVisible();
  await expect(page.getByText("Planning 10 chapters")).toBeVisible();
  await snapViewport(page, "quick-start-progress");
  release();

  await expect(page).toHaveURL(/\/edit\/[\w-]+$/);
  const id = page.url().split("/").pop() as string;
  const game = await (await page.request.get(`/api/games/${id}`)).json();
  expect(game).toMatchObject({
    genre: "superhero",
    hasStructuredStory: true,
    chapterCount: 10,
    childMode: false,
  });
  expect(game.characters.length).toBeGreaterThan(1);
  const chapters = await (await page.request.get(`/api/games/${id}/story-outline-chapters`)).json();
  expect(chapters).toHaveLength(10);
  await expectEditorShows(page, game.title);
  // A Quick Start genre the edit list does not have is kept, not lost.
  await expect(page.getByLabel("Genre")).toHaveValue("superhero");
  await expect(
    page.getByRole("region", { name: "Story Outline" }).getByText("10 chapters planned"),
  ).toBeVisible();

  // ?gameId: the owner's game is rewritten in place, its genre preselected.
  // Until that game has loaded, Generate My Story waits (it would otherwise make a new game).
  await page.unroute("**/api/games/quick-start");
  let releaseGame: () => void = () => {};
  const gameHeld = new Promise<void>((resolve) => {
    releaseGame = resolve;
  });
  await page.route(`**/api/games/${id}`, async (route) => {
    await gameHeld;
    await route.continue();
  });
  await page.goto(`/quick-start?gameId=${id}`);
  await expect(page.getByRole("button", { name: "Loading your game…" })).toBeDisabled();
  await expect(page.getByRole("button", { name: "Generate My Story" })).toHaveCount(0);
  releaseGame();
  await expect(page.getByText(`Regenerating ${game.title}`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Generate My Story" })).toBeEnabled();
  await expect(page.getByRole("button", { name: /^Superhero/ })).toHaveAttribute("aria-pressed", "true");
  await expectAccessible(page);
  await snap(page, "quick-start-regenerate");
  await page.getByRole("button", { name: /^Mystery/ }).click();
  await page.getByRole("button", { name: "Generate My Story" }).click();
  await expect(page).toHaveURL(new RegExp(`/edit/${id}$`));
  const again = await (await page.request.get(`/api/games/${id}`)).json();
  expect(again).toMatchObject({ id, title: game.title, genre: "mystery", hasStructuredStory: false });
  expect(again.storyline).not.toBe(game.storyline);
  // The editor shows the game as rewritten, not as it was read before.
  await expectEditorShows(page, game.title);
  await expect(page.getByLabel("Genre")).toHaveValue("mystery");
  await expect(page.getByLabel("Storyline")).toHaveValue(again.storyline);
});

test("Quick Start with a game that cannot be loaded says so and creates nothing", async ({ page }) => {
  test.setTimeout(60_000);
  await signUp(page, newUser("Sven"));
  await page.goto("/quick-start?gameId=no-such-game");
  const problem = page.getByRole("alert").filter({ hasText: "This game could not be loaded" });
  await expect(problem).toBeVisible();
  await expect(problem).toContainText("It may have been deleted, or it belongs to another account.");
  await page.getByRole("button", { name: /^Fantasy/ }).click();
  await expect(page.getByRole("button", { name: "Generate My Story" })).toBeDisabled();
  await expectAccessible(page);
  await snap(page, "quick-start-game-not-found");
  expect(await (await page.request.get("/api/games")).json()).toEqual([]);

  await problem.getByRole("button", { name: "Start a new story instead" }).click();
  await expect(page).toHaveURL(/\/quick-start$/);
  await expect(problem).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Generate My Story" })).toBeEnabled();
});

test("Quick Start on a phone, in the dark, and a failure", async ({ page }) => {
  test.setTimeout(60_000);
  await signUp(page, newUser("Remy"));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: "dark" });
  await page.goto("/quick-start");
  await page.getByRole("button", { name: /^Fantasy/ }).click();
  await expectAccessible(page);
  await snap(page, "quick-start-phone-dark");

  await page.route("**/api/games/quick-start", (route) =>
    route.fulfill({
      status: 503,
      contentType: "application/json",
      body: JSON.stringify({ message: "AI service configuration error" }),
    }),
  );
  await page.getByRole("button", { name: "Generate My Story" }).click();
  await expect(toast(page).getByText("Generation Failed", { exact: true })).toBeVisible();
  await expect(toast(page).getByText("AI service configuration error")).toBeVisible();
  await expect(page).toHaveURL(/\/quick-start$/);
});
