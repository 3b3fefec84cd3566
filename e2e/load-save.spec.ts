import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { expectAccessible, heldSession, newUser, signUp, snap } from "./support";

/** Plays one turn of the seeded demo and makes a save code for it, as the play screen would. */
async function saveCodeForDemo(request: APIRequestContext) {
  const start = await request.post("/api/sessions/start", { data: { gameSlug: "demo-adventure" } });
  expect(start.ok(), await start.text()).toBe(true);
  const { sessionToken } = (await start.json()) as { sessionToken: string };
  const action = await request.post(`/api/sessions/${sessionToken}/action`, {
    data: { action: "Look around" },
  });
  expect(action.ok(), await action.text()).toBe(true);
  const save = await request.post("/api/anonymous-saves", {
    data: { sessionToken, saveName: "Before the lantern" },
  });
  expect(save.ok(), await save.text()).toBe(true);
  const { saveCode } = (await save.json()) as { saveCode: string };
  return { saveCode, sessionToken };
}

const codeInput = (page: Page) => page.getByLabel("Save code");
const loadButton = (page: Page) => page.getByRole("button", { name: "Load Game" });

test("a visitor reaches Load Save from the landing page; a bad code explains itself", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Load Save" }).first().click();
  await expect(page).toHaveURL(/\/load-save$/);
  await expect(page.getByRole("heading", { name: "Load Saved Game" })).toBeVisible();

  // Nothing to load yet: the button waits for a code.
  await expect(codeInput(page)).toHaveAttribute("placeholder", "SAVE-XXXXXX");
  await expect(loadButton(page)).toBeDisabled();
  await expect(page.getByText("Save codes last 30 days")).toBeVisible();
  const signIn = page.getByRole("link", { name: "Sign In" });
  await expect(signIn).toHaveAttribute("href", "/api/login?returnTo=%2Fload-save");
  await expectAccessible(page);
  await snap(page, "load-save");
  await codeInput(page).fill("   ");
  await expect(loadButton(page)).toBeDisabled();

  // Codes are upper-cased as they are typed.
  await codeInput(page).fill("");
  await codeInput(page).pressSequentially("save-zz99zz");
  await expect(codeInput(page)).toHaveValue("SAVE-ZZ99ZZ");
  await loadButton(page).click();

  const inlineError = page.getByRole("main").getByRole("alert");
  await expect(inlineError).toHaveText("Save code not found or expired");
  const toast = page.getByRole("region", { name: /Notifications/ });
  await expect(toast).toContainText("Load Failed");
  await expect(toast).toContainText("Save code not found or expired");
  await expect(codeInput(page)).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(/\/load-save$/);
  await expectAccessible(page);
  await snap(page, "load-save-error");

  // Editing the code clears the message.
  await codeInput(page).press("End");
  await codeInput(page).press("Backspace");
  await expect(inlineError).toBeHidden();
  await expect(codeInput(page)).not.toHaveAttribute("aria-invalid", "true");

  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, "load-save-phone");
  await page.emulateMedia({ colorScheme: "dark" });
  await page.reload();
  await expect(page.getByRole("heading", { name: "Load Saved Game" })).toBeVisible();
  await expectAccessible(page);
  await snap(page, "load-save-phone-dark");
});

test("a real save code opens a new session of the game", async ({ page, request }) => {
  const { saveCode, sessionToken } = await saveCodeForDemo(request);

  await page.goto("/load-save");
  await codeInput(page).fill(saveCode.toLowerCase());
  await expect(codeInput(page)).toHaveValue(saveCode);
  await codeInput(page).press("Enter");

  await expect(page.getByRole("heading", { level: 1, name: "The Lantern of Hollow Vale" })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page).toHaveURL(/\/play\/demo-adventure$/);
  const loaded = await heldSession(page);
  // Each load starts its own session from the snapshot.
  expect(loaded).not.toBe(sessionToken);
  const session = await request.get(`/api/sessions/${loaded}`);
  expect(session.ok()).toBe(true);
  expect(((await session.json()) as { currentSceneNumber: number }).currentSceneNumber).toBeGreaterThan(0);
});

test("a signed-in player loads a code too, and is pointed to their auto-saves", async ({ page }) => {
  await signUp(page, newUser("Ines"));
  const { saveCode } = await saveCodeForDemo(page.request);

  await page.goto("/load-save");
  await expect(page.getByRole("link", { name: "Sign In" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Continue Playing" })).toHaveAttribute("href", "/saved-games");
  await expectAccessible(page);

  await codeInput(page).fill(saveCode);
  await loadButton(page).click();
  await expect(page.getByRole("heading", { level: 1, name: "The Lantern of Hollow Vale" })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page).toHaveURL(/\/play\/demo-adventure$/);
  await heldSession(page);
});
