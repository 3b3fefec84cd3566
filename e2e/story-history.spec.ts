import { expect, type Page, test } from "@playwright/test";
import { createGame, expectToast, toasts } from "./dashboard-support";
import { expectAccessible, newUser, signUp } from "./support";

test.describe.configure({ timeout: 150_000 });

const SCENE_TITLE = "The Lamplighter's Oath";
const SCENE_TEXT = "Wren lays her hand on the cold brass and swears to keep the flame until spring.";

const history = (page: Page) => page.getByRole("region", { name: "History" });
const versions = (page: Page) => history(page).getByRole("list", { name: "Earlier versions, newest first" });
const version = (page: Page, madeBy: string | RegExp) =>
  versions(page).getByRole("button", {
    name: typeof madeBy === "string" ? new RegExp(`^${madeBy}`) : madeBy,
  });
const sceneView = (page: Page) => page.getByRole("article").first();

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `/work/wt/shots/history-${name}.png`, fullPage: true });
}

test("History lists every write of the story, shows a kept scene side by side, and restores it (with Undo)", {
  tag: "@both-databases",
}, async ({ page }) => {
  await signUp(page, newUser("Hester"));
  const game = await createGame(page.request, { title: "The Lantern of Hollow Vale" });

  // 1. A scene written by hand in the Story Editor, saved.
  await page.goto(`/story-editor/${game.id}`);
  await expect(page.getByRole("heading", { name: "This game has no written story yet" })).toBeVisible();
  await page.getByRole("button", { name: "History" }).click();
  await expect(
    history(page).getByText(
      "No earlier versions yet. Every save and every generator keeps the story as it was, so you can go back.",
    ),
  ).toBeVisible();
  await page.getByRole("button", { name: "History" }).click();
  await page.getByRole("button", { name: "Add Chapter" }).click();
  const named = page.getByRole("dialog", { name: "Add Chapter" });
  await named.getByLabel("Chapter title").fill("The Cold Lantern");
  await named.getByRole("button", { name: "Add Chapter" }).click();
  await page.getByRole("button", { name: "Add Scene" }).click();
  // The new scene opens in the side panel, edited in place (ADR 034).
  const edit = page.getByRole("article");
  await edit.getByLabel("Title").fill(SCENE_TITLE);
  await edit.getByLabel("Scene text").fill(SCENE_TEXT);
  await page.getByRole("button", { name: "Save Story" }).click();
  await expectToast(page, "Story saved");

  // 2. Generate Complete Story (its confirmation is another journey's: the call itself here).
  const generated = await page.request.post(`/api/games/${game.id}/generate-story`);
  expect(generated.status(), await generated.text()).toBe(200);
  const { sceneCount } = (await generated.json()) as { sceneCount: number };
  expect(sceneCount).toBeGreaterThan(1);

  // 3. Delete all scenes.
  const deleted = await page.request.delete(`/api/games/${game.id}/scenes`);
  expect(deleted.status()).toBe(200);

  // Edit Game links to the History; it opens in the Story Editor.
  await page.goto(`/edit/${game.id}`);
  await expect(page.getByRole("heading", { name: "Edit Game", level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "History", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/story-editor/${game.id}\\?panel=history$`));
  await expect(history(page).getByRole("heading", { name: "History" })).toBeVisible();

  // The three writes, newest first, each with what it did and what it keeps.
  const rows = versions(page).getByRole("button");
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(0)).toContainText("Delete all scenes");
  await expect(rows.nth(0)).toContainText(`${sceneCount} scenes removed`);
  await expect(rows.nth(0)).toContainText(`Keeps ${sceneCount} scenes, as “Generate Complete Story” left it`);
  await expect(rows.nth(1)).toContainText("Generate Complete Story");
  await expect(rows.nth(1)).toContainText("Keeps 1 scene, as “Story Editor save” left it");
  await expect(rows.nth(2)).toContainText("Story Editor save");
  await expect(rows.nth(2)).toContainText("1 scene added");
  await expect(rows.nth(2)).toContainText("Keeps no scenes");

  // The story as the Story Editor save left it: the hand-written scene, beside the story now (none).
  await version(page, "Generate Complete Story").click();
  await expect(version(page, "Generate Complete Story")).toHaveAttribute("aria-pressed", "true");
  const sides = page.getByTestId("side-by-side");
  await expect(sides.getByRole("heading", { name: SCENE_TITLE })).toBeVisible();
  await expect(sides.getByText(SCENE_TEXT)).toBeVisible();
  await expect(sides.getByText("Not in the story now.")).toBeVisible();
  await expectAccessible(page);
  await shot(page, "desktop");
  await page.evaluate(() => document.documentElement.classList.add("dark"));
  await expectAccessible(page);
  await shot(page, "desktop-dark");
  await page.evaluate(() => document.documentElement.classList.remove("dark"));

  // Keyboard: the versions are buttons in reading order.
  await version(page, "Delete all scenes").focus();
  await page.keyboard.press("Tab");
  await expect(version(page, "Generate Complete Story")).toBeFocused();

  // Restore asks first, naming the time; the editor then shows the hand-written scene.
  await history(page).getByRole("button", { name: "Restore", exact: true }).click();
  const confirm = page.getByRole("dialog", { name: "Restore this version?" });
  await expect(confirm).toContainText("The story goes back to how it was on");
  await expect(confirm).toContainText("before “Generate Complete Story”");
  await expectAccessible(page);
  await shot(page, "confirm-desktop");
  await confirm.getByRole("button", { name: "Restore", exact: true }).click();
  await expectToast(page, "Story restored", "The story you replaced is kept in History.");
  await expect(sceneView(page).getByRole("heading", { name: SCENE_TITLE })).toBeVisible();
  await expect(sceneView(page).getByLabel("Scene text")).toHaveValue(SCENE_TEXT);

  // Undo brings back the story the restore replaced: none.
  await toasts(page).getByRole("button", { name: "Undo" }).click();
  await expectToast(page, "Restore undone");
  await expect(page.getByRole("heading", { name: "This game has no written story yet" })).toBeVisible();

  // The restore and its undo are in History too; restore the hand-written story once more, on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole("button", { name: "History" }).click();
  await expect(versions(page).getByRole("button")).toHaveCount(5);
  await expect(versions(page).getByRole("button").nth(0)).toContainText("Restore of the story kept");
  await version(page, "Generate Complete Story").click();
  await expect(sides.getByText(SCENE_TEXT)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await shot(page, "phone");
  await history(page).getByRole("button", { name: "Restore", exact: true }).click();
  await page
    .getByRole("dialog", { name: "Restore this version?" })
    .getByRole("button", { name: "Restore", exact: true })
    .click();
  await expectToast(page, "Story restored");
  await expect(sceneView(page).getByRole("heading", { name: SCENE_TITLE })).toBeVisible();
  await expect(sceneView(page).getByLabel("Scene text")).toHaveValue(SCENE_TEXT);
  await shot(page, "restored-phone");
});

test("History says a scene only moved on the Story Map, not that it changed with the same text", async ({
  page,
}) => {
  await signUp(page, newUser("Morwen"));
  const game = await createGame(page.request, { title: "The Moved Lantern" });
  const scene = { id: "s-oath", title: SCENE_TITLE, description: SCENE_TEXT, choices: [] };
  const chapters = (placed: object) => [
    { id: "ch-1", title: "The Cold Lantern", scenes: [{ ...scene, ...placed }] },
  ];
  for (const storyBeats of [
    { chapters: chapters({}) },
    { chapters: chapters({ position: { x: 640, y: 80 } }) },
  ]) {
    const res = await page.request.patch(`/api/games/${game.id}`, { data: { storyBeats } });
    expect(res.status(), await res.text()).toBe(200);
  }
  await page.goto(`/story-editor/${game.id}?panel=history`);
  await expect(history(page).getByRole("heading", { name: "History" })).toBeVisible();
  // The list's line says it, and so does the revision opened.
  await expect(versions(page).getByRole("button").first()).toContainText("1 scene moved on the map");
  await versions(page).getByRole("button").first().click();
  await expect(history(page).getByText("Moved on the map (same text) (1)")).toBeVisible();
  await expect(
    history(page).getByText("Moved on the map: only its place on the Story Map differs."),
  ).toBeVisible();
  await expect(history(page).getByText(/^Changed/)).toHaveCount(0);
  await page.screenshot({ path: "/tmp/g-history-moved.png", fullPage: true });
});
