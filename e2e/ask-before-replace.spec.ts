import { expect, type Page, test } from "@playwright/test";
import { action, card, createGame, expectToast, listGames, toasts } from "./dashboard-support";
import { expectAccessible, newUser, signUp } from "./support";

test.describe.configure({ timeout: 120_000 });

/** Screenshots of this journey, for a person to look at. */
const SHOTS = "/work/wt/shots";
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

const TITLE = "The Salt Road";
const CHAPTER = "The Salt Gate";
const SCENE = "Dawn at the Salt Gate";
const TEXT = "Ilse counts the salt sacks twice, then a third time, while the ferryman pretends not to watch.";

const glance = (page: Page) => card(page, TITLE).getByTestId("story-at-a-glance");
const replaceDialog = (page: Page) => page.getByRole("dialog", { name: "Replace the Written Story?" });

/** The Story Editor, as an author writes a first chapter and scene by hand and saves. */
async function writeByHand(page: Page, gameId: string) {
  await page.goto(`/story-editor/${gameId}`);
  await expect(page.getByRole("heading", { name: "This game has no written story yet" })).toBeVisible();
  await page.getByRole("button", { name: "Add Chapter" }).click();
  const named = page.getByRole("dialog", { name: "Add Chapter" });
  await named.getByLabel("Chapter title").fill(CHAPTER);
  await named.getByRole("button", { name: "Add Chapter" }).click();
  await page.getByRole("button", { name: "Add Scene" }).click();
  // The new scene opens in the side panel, edited in place (ADR 034).
  const edit = page.getByRole("article");
  await edit.getByLabel("Title").fill(SCENE);
  await edit.getByLabel("Scene text").fill(TEXT);
  await page.getByRole("button", { name: "Save Story" }).click();
  await expectToast(page, "Story saved");
}

test("a hand-written story: Generate Complete Story names it and asks; Undo brings it back; Edit Game previews it", {
  tag: "@both-databases",
}, async ({ page, context }) => {
  await signUp(page, newUser("Ilse"));
  const game = await createGame(page.request, { title: TITLE });
  await writeByHand(page, game.id);

  // The card says what players get: one written chapter of one scene, and a Preview.
  await page.goto("/");
  await expect(glance(page)).toContainText("Written chapters");
  await expect(glance(page)).toContainText("1 chapter, 1 scene");
  await expect(glance(page).getByRole("link", { name: "Preview" })).toHaveAttribute(
    "href",
    `/play/${game.shareSlug}?preview=true`,
  );
  await card(page, TITLE).screenshot({ path: `${SHOTS}/replace-card-desktop.png` });

  // Generate Complete Story asks first, naming the story it would replace. Cancel changes nothing.
  const generate = card(page, TITLE).getByRole("button", { name: "Generate Complete Story" });
  await generate.click();
  await expect(
    replaceDialog(page).getByText(
      `"${TITLE}" already has a written story: 1 chapter, 1 scene, edited by hand in the Story Editor. Generate Complete Story will write a new story in its place. The current one is kept, and Undo brings it back.`,
      { exact: true },
    ),
  ).toBeVisible();
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/replace-confirm-desktop.png` });
  await page.setViewportSize(PHONE);
  await expect(replaceDialog(page).getByRole("button", { name: "Replace Story" })).toBeInViewport();
  await page.screenshot({ path: `${SHOTS}/replace-confirm-phone.png` });
  await page.setViewportSize(DESKTOP);
  await replaceDialog(page).getByRole("button", { name: "Cancel" }).click();
  await expect(replaceDialog(page)).toBeHidden();
  expect((await listGames(page.request)).find((g) => g.id === game.id)?.sceneCount).toBe(1);

  // Confirmed: the story is generated, and the toast offers Undo.
  await generate.click();
  await replaceDialog(page).getByRole("button", { name: "Replace Story" }).click();
  await expectToast(page, "Complete Story Generated!");
  const generated = (await listGames(page.request)).find((g) => g.id === game.id);
  expect(generated?.sceneCount).toBeGreaterThan(1);
  await expect(glance(page)).toContainText(`, ${generated?.sceneCount} scenes`);
  await expect(toasts(page).getByRole("button", { name: "Undo" })).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/replace-undo-toast-desktop.png` });
  await toasts(page).getByRole("button", { name: "Undo" }).click();
  await expectToast(page, "Story restored", "The story is back as it was before Generate Complete Story.");
  await expect(glance(page)).toContainText("Written chapters");
  await expect(glance(page)).toContainText("1 chapter, 1 scene");

  // The hand-written scene is back in the Story Editor.
  await action(card(page, TITLE), "Open Story Editor").click();
  await expect(page.getByRole("heading", { level: 1, name: "Story Editor" })).toBeVisible();
  await expect(page.getByRole("article").getByRole("heading", { name: SCENE })).toBeVisible();
  await expect(page.getByRole("article").getByLabel("Scene text")).toHaveValue(TEXT);

  // Edit Game says the same, and its Preview opens play at the first scene.
  await page.goto(`/edit/${game.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Edit Game" })).toBeVisible();
  const editGlance = page.getByTestId("story-at-a-glance");
  await expect(editGlance).toContainText("Written chapters");
  await expect(editGlance).toContainText("1 chapter, 1 scene");
  await expectAccessible(page);
  await page.screenshot({ path: `${SHOTS}/replace-edit-game-desktop.png` });
  const [play] = await Promise.all([
    context.waitForEvent("page"),
    editGlance.getByRole("link", { name: "Preview" }).click(),
  ]);
  await expect(play.getByTestId("preview-badge")).toBeVisible({ timeout: 20_000 });
  await expect(play.locator("#scene-heading")).toHaveText(SCENE);
  await expect(play.getByTestId("scene-text")).toContainText(TEXT);
  await play.screenshot({ path: `${SHOTS}/replace-preview-desktop.png` });
  await play.close();

  // The card on a phone.
  await page.setViewportSize(PHONE);
  await page.goto("/");
  await expect(glance(page)).toContainText("1 chapter, 1 scene");
  await expectAccessible(page);
  await card(page, TITLE).screenshot({ path: `${SHOTS}/replace-card-phone.png` });
});

test("Delete all scenes toasts Undo; a game with no story generates without asking; free play is said so", {
  tag: "@both-databases",
}, async ({ page }) => {
  await signUp(page, newUser("Tamsin"));
  const game = await createGame(page.request, { title: TITLE });
  await page.reload();
  await expect(glance(page)).toContainText("Free play with the narrator");
  await expect(glance(page)).not.toContainText("chapter");

  // Nothing written: it runs at once, as before.
  await card(page, TITLE).getByRole("button", { name: "Generate Complete Story" }).click();
  await expectToast(page, "Complete Story Generated!");
  await expect(replaceDialog(page)).toHaveCount(0);
  const { sceneCount } = (await listGames(page.request)).find((g) => g.id === game.id) ?? {};
  await expect(glance(page)).toContainText(`, ${sceneCount} scenes`);

  await action(card(page, TITLE), "Delete all scenes").click();
  await page
    .getByRole("dialog", { name: "Delete All Scenes" })
    .getByRole("button", { name: "Delete Scenes" })
    .click();
  await expectToast(page, "Scenes Deleted!");
  await expect(glance(page)).toContainText("Free play with the narrator");
  await toasts(page).getByRole("button", { name: "Undo" }).click();
  await expectToast(page, "Story restored", "The story is back as it was before Delete all scenes.");
  await expect(glance(page)).toContainText(`, ${sceneCount} scenes`);
  expect((await listGames(page.request)).find((g) => g.id === game.id)?.sceneCount).toBe(sceneCount);
});

test("the Story Editor's empty state asks before replacing the endings a story holds, and Undo brings them back", async ({
  page,
}) => {
  await signUp(page, newUser("Oskar"));
  const game = await createGame(page.request, { title: TITLE });
  // Endings planned before any chapter is written.
  const saved = await page.request.patch(`/api/games/${game.id}`, {
    data: { storyBeats: { chapters: [], endings: [{ id: "e-home", title: "Home by the salt road" }] } },
  });
  expect(saved.ok(), await saved.text()).toBe(true);
  await page.goto(`/story-editor/${game.id}`);
  await expect(page.getByRole("heading", { name: "This game has no written story yet" })).toBeVisible();

  await page.getByRole("button", { name: "Generate Complete Story" }).click();
  await expect(
    replaceDialog(page).getByText(
      "The saved story has 1 ending. Generate Complete Story will write a new story in its place. The current one is kept, and Undo brings it back.",
      { exact: true },
    ),
  ).toBeVisible();
  await expectAccessible(page);
  await replaceDialog(page).getByRole("button", { name: "Replace Story" }).click();
  await expectToast(page, "Complete Story Generated!");
  await expect(page.getByRole("region", { name: "Chapters" })).toBeVisible();

  await toasts(page).getByRole("button", { name: "Undo" }).click();
  await expectToast(page, "Story restored", "The story is back as it was before Generate Complete Story.");
  await expect(page.getByRole("heading", { name: "This game has no written story yet" })).toBeVisible();
  const detail = (await (await page.request.get(`/api/games/${game.id}`)).json()) as {
    storyBeats: { chapters: unknown[]; endings: Array<{ title: string }> };
  };
  expect(detail.storyBeats.chapters).toEqual([]);
  expect(detail.storyBeats.endings.map((e) => e.title)).toEqual(["Home by the salt road"]);
});
