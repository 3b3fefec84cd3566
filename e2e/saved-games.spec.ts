import { readFile } from "node:fs/promises";
import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { expectAccessible, heldSession, newUser, recordToasts, signUp, snap } from "./support";

/** A signed-in session of the seeded demo with one turn played. */
async function playDemo(request: APIRequestContext, action = "Look around") {
  const start = await request.post("/api/sessions/start", { data: { gameSlug: "demo-adventure" } });
  expect(start.ok(), await start.text()).toBe(true);
  const { sessionToken } = (await start.json()) as { sessionToken: string };
  const turn = await request.post(`/api/sessions/${sessionToken}/action`, { data: { action } });
  expect(turn.ok(), await turn.text()).toBe(true);
  return sessionToken;
}

/** The list call, whatever its query. */
const SAVED_GAMES_URL = /\/api\/saved-games\?/;

const cards = (page: Page) => page.getByRole("article");
const toast = (page: Page) => page.getByRole("region", { name: /Notifications/ });

test("Continue Playing: empty, then saved games to resume, download and delete", async ({ page }) => {
  // A long journey: two played turns, two downloads, a delete and a resume (22 s alone, past
  // 60 s once in a full run).
  test.setTimeout(120_000);
  await signUp(page, newUser("Pia"));

  await page.goto("/saved-games");
  await expect(page.getByRole("heading", { name: "Continue Playing", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No Saved Games" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse Games" })).toHaveAttribute("href", "/");
  await expectAccessible(page);
  await snap(page, "saved-games-empty");
  await page.getByRole("link", { name: "Browse Games" }).click();
  await expect(page).toHaveURL(/\/$/);

  const first = await playDemo(page.request);
  const second = await playDemo(page.request, "Walk to the lantern");

  await page.goto("/saved-games");
  await expect(cards(page)).toHaveCount(2);
  await expect(page.getByText("2 saved games")).toBeVisible();
  for (const card of await cards(page).all()) {
    await expect(card.getByRole("heading", { name: "The Lantern of Hollow Vale" })).toBeVisible();
    await expect(card.getByText("Today")).toBeVisible();
    await expect(card.getByText(/^Scene \d+$/)).toBeVisible();
    await expect(card.getByText("Fantasy")).toBeVisible();
    await expect(card.getByRole("progressbar", { name: "Story progress" })).toHaveAttribute(
      "aria-valuenow",
      /^\d+$/,
    );
  }
  await expectAccessible(page);
  await snap(page, "saved-games");

  // Dark mode follows the system until the player picks a theme.
  await page.emulateMedia({ colorScheme: "dark" });
  await page.reload();
  await expect(cards(page)).toHaveCount(2);
  await expectAccessible(page);
  await snap(page, "saved-games-dark");
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, "saved-games-phone-dark");
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.emulateMedia({ colorScheme: "light" });
  await page.reload();
  await expect(cards(page)).toHaveCount(2);

  // Download as JSON: a real file, named after the game and the day.
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    cards(page).first().getByRole("button", { name: "Download JSON" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^The Lantern of Hollow Vale - \d{4}-\d{2}-\d{2}\.json$/);
  const path = await download.path();
  const json = JSON.parse(await readFile(path, "utf8")) as Record<string, unknown>;
  expect(json).toBeTruthy();

  // And as a story package.
  const [zip] = await Promise.all([
    page.waitForEvent("download"),
    cards(page).first().getByRole("button", { name: "Download story" }).click(),
  ]);
  expect(zip.suggestedFilename()).toMatch(/\.zip$/);

  // Delete asks first; Cancel keeps the game.
  await cards(page).first().getByRole("button", { name: "Delete" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete this saved game?" });
  await expect(dialog).toBeVisible();
  await expectAccessible(page);
  await snap(page, "saved-games-delete-dialog");
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(cards(page)).toHaveCount(2);

  await cards(page).first().getByRole("button", { name: "Delete" }).click();
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(dialog).toBeHidden();
  await expect(cards(page)).toHaveCount(1);
  await expect(toast(page)).toContainText("Saved Game Deleted");

  // The newest game was first and is gone: the other one resumes.
  const remaining = (await page.request.get("/api/saved-games").then((r) => r.json())) as Array<{
    sessionToken: string;
  }>;
  expect(remaining.map((g) => g.sessionToken)).toEqual([first]);
  expect(remaining.map((g) => g.sessionToken)).not.toContain(second);

  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, "saved-games-phone");

  await cards(page).first().getByRole("button", { name: "Resume" }).click();
  await expect(page.getByTestId("scene-text").last()).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/play\/demo-adventure$/);
  expect(await heldSession(page)).toBe(first);
});

test("Continue Playing shows six placeholders while loading, and explains failures", async ({ page }) => {
  await signUp(page, newUser("Quin"));
  await playDemo(page.request);

  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(SAVED_GAMES_URL, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/saved-games");
  await expect(page.getByTestId("saved-game-skeleton")).toHaveCount(6);
  await expect(page.getByRole("status").filter({ hasText: "Loading your saved games" })).toBeAttached();
  await snap(page, "saved-games-loading");
  release();
  await expect(cards(page)).toHaveCount(1);
  await page.unroute(SAVED_GAMES_URL);

  // A failed download and a failed resume each say so.
  await page.route("**/api/sessions/download/**", (route) =>
    route.fulfill({ status: 500, body: "Internal Server Error" }),
  );
  await cards(page).first().getByRole("button", { name: "Download JSON" }).click();
  await expect(toast(page)).toContainText("Download Failed");
  await expect(toast(page)).toContainText("Could not download game progress");

  await page.route("**/api/sessions/resume", (route) =>
    route.fulfill({
      status: 404,
      contentType: "application/json",
      body: '{"message":"Saved game not found"}',
    }),
  );
  await cards(page).first().getByRole("button", { name: "Resume" }).click();
  await expect(toast(page)).toContainText("Resume Failed");
  await expect(page).toHaveURL(/\/saved-games$/);

  // A list that cannot be fetched offers to try again.
  await page.route(SAVED_GAMES_URL, (route) => route.fulfill({ status: 503, body: "" }));
  await page.reload();
  await expect(page.getByRole("heading", { name: "We couldn't load your saved games" })).toBeVisible();
  await page.unroute(SAVED_GAMES_URL);
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(cards(page)).toHaveCount(1);
});

test("a signed-out answer tells the player and sends them to sign in", async ({ page }) => {
  await signUp(page, newUser("Rue"));
  await page.goto("/saved-games");
  await expect(page.getByRole("heading", { name: "No Saved Games" })).toBeVisible();

  // The session ends elsewhere (another tab logs out): the next call answers 401.
  await page.route("**/api/sessions/resume", (route) =>
    route.fulfill({ status: 401, contentType: "application/json", body: '{"message":"Unauthorized"}' }),
  );
  await page.route(SAVED_GAMES_URL, (route) =>
    route.fulfill({
      status: 200,
      contentType: "application/json",
      body: JSON.stringify([
        {
          sessionToken: "x".repeat(43),
          gameTitle: "The Lantern of Hollow Vale",
          gameGenre: "fantasy",
          gameDescription: null,
          gameProgress: 40,
          currentSceneNumber: 3,
          lastPlayedAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
          shareSlug: "demo-adventure",
        },
      ]),
    }),
  );
  // The redirect follows the toast after 500 ms: the page itself reports what the toast said.
  const shown = await recordToasts(page);
  await page.reload();
  await expect(cards(page).getByText(/days ago|Yesterday/)).toBeVisible();
  const login = page.waitForRequest((r) => r.url().includes("/api/login?returnTo=%2Fsaved-games"));
  await cards(page).first().getByRole("button", { name: "Resume" }).click();
  await login;
  await expect.poll(shown).toContain("You are logged out. Logging in again...");
});
