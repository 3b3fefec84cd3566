import { expect, type Page, test } from "@playwright/test";
import { fillSignUp, heldSession, newUser, signUp } from "./support";

const DEMO_TITLE = "The Lantern of Hollow Vale";

async function openDemo(page: Page) {
  await page.goto("/play/demo-adventure");
  await expect(page.getByRole("heading", { level: 1, name: DEMO_TITLE })).toBeVisible({ timeout: 20_000 });
  return heldSession(page);
}

const savedGameCards = (page: Page) => page.getByRole("article");

test("a visitor who signs in mid-game keeps the game: it is in Continue Playing", async ({ page }) => {
  const token = await openDemo(page);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await page.getByRole("dialog").getByRole("link", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/auth\/login\?returnTo=/);
  await page.getByRole("tab", { name: "Create account" }).click();
  await fillSignUp(page, newUser("Tam"));
  await page.getByRole("button", { name: "Create account" }).click();

  // Back in the same game, signed in (the address then drops the session).
  await expect(page.getByRole("heading", { level: 1, name: DEMO_TITLE })).toBeVisible();
  await expect(page).toHaveURL(/\/play\/demo-adventure$/);
  expect(await heldSession(page)).toBe(token);
  await page.goto("/saved-games");
  await expect(savedGameCards(page)).toHaveCount(1);
  await expect(savedGameCards(page).getByRole("heading", { name: DEMO_TITLE })).toBeVisible();
});

test("opening someone's play link while signed in does not take their game", async ({ page, browser }) => {
  // The visitor's own browser.
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  const token = await openDemo(visitorPage);

  // A signed-in creator opens the shared link.
  await signUp(page, newUser("Ivo"));
  await page.goto(`/play/demo-adventure?session=${token}`);
  await expect(page.getByRole("heading", { level: 1, name: DEMO_TITLE })).toBeVisible({ timeout: 20_000 });
  await page.goto("/saved-games");
  await expect(page.getByRole("heading", { name: "No Saved Games" })).toBeVisible();

  // The visitor still plays it.
  const turn = await visitorPage.request.post(`/api/sessions/${token}/action`, {
    data: { action: "Look around" },
  });
  expect(turn.status()).toBe(200);
  await visitor.close();
});
