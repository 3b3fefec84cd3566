import { expect, type Page, test } from "@playwright/test";
import { createGame, expectToast } from "./dashboard-support";
import { expectAccessible, newUser, signUp } from "./support";

test.describe.configure({ timeout: 180_000 });

/** One chapter, one scene, one ending: the rest is written in the editor. */
const STORY = {
  chapters: [
    {
      id: "ch-lantern",
      title: "The Dark Lantern",
      scenes: [
        { id: "s-gate", title: "The Gate", description: "Wren stands at the valley gate.", choices: [] },
      ],
    },
  ],
  endings: [{ id: "e-dawn", title: "Dawn returns" }],
};

const sceneList = (page: Page) => page.getByRole("list", { name: /^Scenes of chapter/ });
const sceneButton = (page: Page, title: string) => sceneList(page).getByRole("button", { name: title });
const panel = (page: Page) => page.getByRole("article");
const links = (page: Page) => panel(page).getByRole("region", { name: "Links in the text" });

/** Adds a scene and writes it in the side panel, from the keyboard. */
async function writeScene(page: Page, title: string, text: string) {
  await page.getByRole("button", { name: "Add Scene" }).click();
  // The new scene's title has focus, selected: typing replaces "New scene".
  await expect(panel(page).getByLabel("Title")).toBeFocused();
  await page.keyboard.type(title);
  await expect(panel(page).getByLabel("Title")).toHaveValue(title);
  await page.keyboard.press("Tab");
  await expect(panel(page).getByLabel("Scene text")).toBeFocused();
  await page.keyboard.type(text);
  // Leaving the text turns its links into choices.
  await page.keyboard.press("Shift+Tab");
}

test("Story Editor inline: three scenes written with typed links, one created from its link, Ctrl+S, reload, and a playtest that returns to its scene", async ({
  page,
  context,
}) => {
  await signUp(page, newUser("Juno"));
  const game = await createGame(page.request, { title: "The Lantern Stair" });
  const saved = await page.request.patch(`/api/games/${game.id}`, { data: { storyBeats: STORY } });
  expect(saved.ok(), await saved.text()).toBe(true);
  await page.goto(`/story-editor/${game.id}`);
  await expect(panel(page).getByRole("heading", { name: "The Gate", level: 2 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Generate with Quick Start" })).toHaveAttribute(
    "href",
    "/quick-start",
  );

  // Two scenes written inline: their typed links lead to a scene and to an ending.
  await writeScene(page, "The Tower", "Two hundred steps wind up.\n\n[[Light the lantern|Dawn returns]]");
  await expect(panel(page).getByRole("heading", { name: "The Tower", level: 2 })).toBeVisible();
  await expect(panel(page).getByLabel("Scene text")).toHaveValue("Two hundred steps wind up.");
  await expect(panel(page).getByLabel("Choice 1 text")).toHaveValue("Light the lantern");
  await expect(panel(page).getByRole("combobox", { name: "Choice 1 leads to" })).toHaveValue(
    "Ending: Dawn returns",
  );
  await writeScene(page, "The Well", "Cold water far below.\n\n[[Climb back up->The Gate]]");
  await expect(panel(page).getByRole("combobox", { name: "Choice 1 leads to" })).toHaveValue(
    "Scene: The Gate (Chapter 1)",
  );

  // The third: all four link forms, one to a scene nobody has written.
  await sceneButton(page, "The Gate").click();
  const text = panel(page).getByLabel("Scene text");
  await text.fill(
    "Wren stands at the valley gate.\n\n[[Climb the tower->The Tower]]\n[[The Well<-Look down the well]]\n[[Go down|The Cellar]]\n[[Wait for dawn|Dawn returns]]",
  );
  await expect(links(page)).toContainText("“Climb the tower” → Scene: The Tower (Chapter 1)");
  await expect(links(page)).toContainText("“Go down” → no scene is called “The Cellar” yet");
  await expectAccessible(page);
  await page.screenshot({ path: "/tmp/c-inline-links-1280.png", fullPage: true });
  await links(page).getByRole("button", { name: "Create scene “The Cellar”" }).click();
  await expectToast(page, "Scene created");
  await expect(links(page)).toHaveCount(0);
  await expect(text).toHaveValue("Wren stands at the valley gate.");
  for (const [n, choice, target] of [
    [1, "Climb the tower", "Scene: The Tower (Chapter 1)"],
    [2, "Look down the well", "Scene: The Well (Chapter 1)"],
    [3, "Go down", "Scene: The Cellar (Chapter 1)"],
    [4, "Wait for dawn", "Ending: Dawn returns"],
  ] as const) {
    await expect(panel(page).getByLabel(`Choice ${n} text`)).toHaveValue(choice);
    await expect(panel(page).getByRole("combobox", { name: `Choice ${n} leads to` })).toHaveValue(target);
  }
  await expect(sceneButton(page, "The Cellar")).toContainText("to write");

  // The new scene's choice, its target found by typing (keyboard only).
  await sceneButton(page, "The Cellar").click();
  await expect(panel(page).getByText("To write", { exact: true })).toBeVisible();
  await panel(page).getByRole("button", { name: "Add Choice" }).click();
  await page.keyboard.type("Back up the steps");
  await page.keyboard.press("Tab");
  await expect(panel(page).getByRole("combobox", { name: "Choice 1 leads to" })).toBeFocused();
  await page.keyboard.type("gate");
  await expect(panel(page).getByRole("option")).toHaveText([/The Gate/]);
  await page.screenshot({ path: "/tmp/c-inline-picker-1280.png" });
  await page.keyboard.press("Enter");
  await expect(panel(page).getByRole("combobox", { name: "Choice 1 leads to" })).toHaveValue(
    "Scene: The Gate (Chapter 1)",
  );

  // One save: Ctrl+S.
  await page.keyboard.press("Control+s");
  await expectToast(page, "Story saved");
  await expect(page.getByTestId("unsaved")).toHaveCount(0);

  // Reload: the scenes and their choices are as written.
  await page.reload();
  await expect(sceneList(page).getByRole("button")).toHaveText([
    /The Gate.*4 choices/,
    /The Tower.*1 choice/,
    /The Well.*1 choice/,
    /The Cellar.*1 choice.*to write/,
  ]);
  await expect(panel(page).getByLabel("Scene text")).toHaveValue("Wren stands at the valley gate.");
  await expect(panel(page).getByRole("combobox", { name: "Choice 3 leads to" })).toHaveValue(
    "Scene: The Cellar (Chapter 1)",
  );
  await page.screenshot({ path: "/tmp/c-inline-1280.png", fullPage: true });
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.screenshot({ path: "/tmp/c-inline-1024.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // An unsaved edit, and the tab closed: the next visit offers it back.
  await sceneButton(page, "The Tower").click();
  await panel(page).getByLabel("Title").fill("The Tall Tower");
  await expect(page.getByTestId("unsaved")).toBeVisible();
  await page.waitForTimeout(800);
  await page.close();
  const next = await context.newPage();
  await next.goto(`/story-editor/${game.id}`);
  const offer = next.getByRole("region", { name: "Unsaved changes found" });
  await expect(offer).toBeVisible();
  await expect(sceneButton(next, "The Tower")).toBeVisible();
  await next.screenshot({ path: "/tmp/c-inline-offer-1280.png", fullPage: true });
  await offer.getByRole("button", { name: "Restore unsaved changes" }).click();
  await expect(offer).toHaveCount(0);
  await expect(sceneButton(next, "The Tall Tower")).toBeVisible();
  await expect(next.getByTestId("unsaved")).toBeVisible();

  // Play: the unsaved change is saved first, then the story runs inside the editor.
  await next.getByRole("button", { name: "Play", exact: true }).click();
  await expectToast(next, "Story saved");
  const playtest = next.getByRole("dialog", { name: "Playtest · The Lantern Stair" });
  await expect(playtest).toBeVisible();
  await expect(playtest.getByTestId("scene-text").last()).toContainText("Wren stands at the valley gate.");
  await expectAccessible(next);
  await next.screenshot({ path: "/tmp/c-inline-playtest-1280.png" });
  await playtest.getByRole("button", { name: "Climb the tower" }).click();
  await expect(playtest.getByTestId("scene-text").last()).toContainText("Two hundred steps wind up.");
  await playtest.getByRole("button", { name: "Back to editing at this scene" }).click();
  await expect(playtest).toHaveCount(0);
  await expect(panel(next).getByRole("heading", { name: "The Tall Tower", level: 2 })).toBeVisible();
  await expect(sceneButton(next, "The Tall Tower")).toHaveAttribute("aria-current", "true");

  // Preview from here: a run from the selected scene; Escape goes back to editing too.
  await sceneButton(next, "The Well").click();
  await panel(next).getByRole("button", { name: "Preview from here" }).click();
  await expect(playtest).toBeVisible();
  await expect(playtest.getByTestId("scene-text").last()).toContainText("Cold water far below.");
  await next.setViewportSize({ width: 1024, height: 768 });
  await next.screenshot({ path: "/tmp/c-inline-playtest-1024.png" });
  await playtest.getByRole("button", { name: "Climb back up" }).click();
  await expect(playtest.getByTestId("scene-text").last()).toContainText("Wren stands at the valley gate.");
  // From the keyboard: the control is a Tab away.
  await playtest.getByRole("button", { name: "Back to editing at this scene" }).focus();
  await next.keyboard.press("Enter");
  await expect(playtest).toHaveCount(0);
  await expect(panel(next).getByRole("heading", { name: "The Gate", level: 2 })).toBeVisible();

  // Play's own back arrow (the browser's Back) leaves the playtest, not the editor.
  await next.getByRole("button", { name: "Play", exact: true }).click();
  await expect(playtest.getByTestId("scene-text").last()).toContainText("Wren stands at the valley gate.");
  await playtest.getByRole("button", { name: "Go back" }).click();
  await expect(playtest).toHaveCount(0);
  await expect(next).toHaveURL(new RegExp(`/story-editor/${game.id}$`));
  await expect(next.getByRole("heading", { name: "Story Editor", level: 1 })).toBeVisible();
});
