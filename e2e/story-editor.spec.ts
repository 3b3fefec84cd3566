import { expect, type Page, test } from "@playwright/test";
import { createGame, expectToast, toasts } from "./dashboard-support";
import { snapDialog } from "./edit-game-support";
import { expectAccessible, newUser, signUp, snap } from "./support";

test.describe.configure({ timeout: 120_000 });

/** A small written story with known names: two chapters, four scenes, one ending. */
const STORY = {
  chapters: [
    {
      id: "ch-lantern",
      title: "The Dark Lantern",
      scenes: [
        {
          id: "s-gate",
          title: "The Gate",
          description: "Wren stands at the valley gate.\n\nThe lantern above her is cold.",
          choices: [
            { id: "c-climb", text: "Climb the tower", leadsToScene: "s-tower" },
            { id: "c-road", text: "Take the barrow road", leadsToChapter: "ch-road" },
          ],
        },
        {
          id: "s-tower",
          title: "The Tower",
          description: "Two hundred steps wind up into the dark.",
          choices: [{ id: "c-light", text: "Light the lantern", leadsToEnding: "e-dawn" }],
        },
        { id: "s-cellar", title: "The Cellar", description: "Damp stones and old oil.", choices: [] },
      ],
    },
    {
      id: "ch-road",
      title: "The Barrow Road",
      scenes: [
        {
          id: "s-barrows",
          title: "The Barrows",
          description: "Grey mounds rise out of the mist.",
          choices: [{ id: "c-back", text: "Go back to the gate", leadsToScene: "s-gate" }],
        },
      ],
    },
  ],
  endings: [{ id: "e-dawn", title: "Dawn returns" }],
};

/** The Story Editor's parts, as a user finds them. */
const chapters = (page: Page) => page.getByRole("region", { name: "Chapters" });
const chapterButton = (page: Page, title: string) => chapters(page).getByRole("button", { name: title });
const sceneList = (page: Page) => page.getByRole("list", { name: /^Scenes of chapter/ });
const sceneButton = (page: Page, title: string) => sceneList(page).getByRole("button", { name: title });
const sceneView = (page: Page) => page.getByRole("article");
/** Choice N's target picker in the scene's panel. */
const target = (page: Page, n: number) =>
  sceneView(page).getByRole("combobox", { name: `Choice ${n} leads to` });

async function gameWithStory(page: Page, title: string) {
  const game = await createGame(page.request, { title });
  const saved = await page.request.patch(`/api/games/${game.id}`, { data: { storyBeats: STORY } });
  expect(saved.ok(), await saved.text()).toBe(true);
  return game;
}

async function expectNoHorizontalOverflow(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    await page.evaluate(() => window.innerWidth),
  );
}

test("Story Editor: a scene edited in place, one added, one deleted, saved, and still so after a reload", async ({
  page,
}) => {
  await signUp(page, newUser("Ines"));
  const game = await gameWithStory(page, "The Lantern of Hollow Vale");
  await page.goto(`/story-editor/${game.id}`);

  // The chapters with their scene counts; the first chapter and its first scene are open.
  await expect(page.getByRole("heading", { name: "Story Editor", level: 1 })).toBeVisible();
  await expect(chapterButton(page, "The Dark Lantern")).toContainText("3 scenes");
  await expect(chapterButton(page, "The Barrow Road")).toContainText("1 scene");
  await expect(chapterButton(page, "The Dark Lantern")).toHaveAttribute("aria-current", "true");
  await expect(sceneList(page).getByRole("listitem")).toHaveCount(3);
  await expect(sceneView(page).getByRole("heading", { name: "The Gate" })).toBeVisible();
  await expect(sceneView(page).getByLabel("Title")).toHaveValue("The Gate");
  await expect(sceneView(page).getByLabel("Scene text")).toHaveValue(
    "Wren stands at the valley gate.\n\nThe lantern above her is cold.",
  );
  await expect(sceneView(page).getByLabel("Choice 1 text")).toHaveValue("Climb the tower");
  await expect(target(page, 1)).toHaveValue("Scene: The Tower (Chapter 1)");
  await expect(target(page, 2)).toHaveValue("Chapter 2: The Barrow Road");
  await expectAccessible(page);
  await snap(page, "story-editor-1280");
  await page.evaluate(() => document.documentElement.classList.add("dark"));
  await expectAccessible(page);
  await snap(page, "story-editor-dark-1280");
  await page.evaluate(() => document.documentElement.classList.remove("dark"));

  // Another chapter lists its own scenes; its scene opens on the right.
  await chapterButton(page, "The Barrow Road").click();
  await expect(chapterButton(page, "The Barrow Road")).toHaveAttribute("aria-current", "true");
  await expect(sceneList(page).getByRole("listitem")).toHaveCount(1);
  await sceneButton(page, "The Barrows").click();
  await expect(sceneView(page).getByRole("heading", { name: "The Barrows" })).toBeVisible();

  // Ctrl+S with nothing changed sends nothing, and says so.
  await chapterButton(page, "The Dark Lantern").click();
  await sceneButton(page, "The Gate").click();
  const patches: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "PATCH") patches.push(r.url());
  });
  await page.keyboard.press("Control+s");
  await expectToast(page, "No changes to save");

  // An edit undone by hand is no change.
  await sceneView(page).getByLabel("Title").fill("The Iron Gate");
  await expect(page.getByTestId("unsaved")).toBeVisible();
  await expect(sceneView(page).getByRole("heading", { name: "The Iron Gate" })).toBeVisible();
  await sceneView(page).getByLabel("Title").fill("The Gate");
  await expect(page.getByTestId("unsaved")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Save Story" })).toBeDisabled();
  expect(patches).toEqual([]);

  // The panel says what the server would refuse, as it is typed: a title, text for every choice.
  const panel = sceneView(page);
  await panel.getByLabel("Title").fill("");
  await expect(panel.getByText("Scene title is required")).toBeVisible();
  await panel.getByRole("button", { name: "Add Choice" }).click();
  await expect(panel.getByLabel("Choice 3 text")).toBeFocused();
  await expect(panel.getByText("Choice text is required")).toBeVisible();
  // Two choices play could not tell apart (it matches a click by the choice's text).
  await panel.getByLabel("Choice 3 text").fill("Climb the tower!");
  await expect(
    panel.getByText("Another choice of this scene has the same text: give each its own"),
  ).toBeVisible();
  // Saving now is refused, in the contract's words.
  await page.keyboard.press("Control+s");
  await expectToast(page, "Save failed");
  await panel.getByRole("button", { name: "Remove choice 3" }).click();

  // Edit: new text, and the first choice now leads to the barrows, found by typing.
  await panel.getByLabel("Title").fill("The Gate");
  await panel.getByLabel("Scene text").fill("Snow falls on the valley gate.\n\nWren waits for the keeper.");
  await target(page, 1).click();
  await page.keyboard.type("barrows");
  await expect(panel.getByRole("option")).toHaveText([/The Barrows \(Chapter 2\)/]);
  await page.keyboard.press("Enter");
  await expect(target(page, 1)).toHaveValue("Scene: The Barrows (Chapter 2)");
  await expectAccessible(page);
  await snap(page, "story-editor-edit-scene-1280");
  await expect(page.getByTestId("unsaved")).toBeVisible();

  // Add Scene to the second chapter: added and opened in the panel at once.
  await chapterButton(page, "The Barrow Road").click();
  await page.getByRole("button", { name: "Add Scene" }).click();
  await expect(sceneView(page).getByLabel("Title")).toHaveValue("New scene");
  await expect(chapterButton(page, "The Barrow Road")).toContainText("2 scenes");
  await sceneView(page).getByLabel("Title").fill("The Standing Stones");
  await sceneView(page).getByLabel("Scene text").fill("Nine stones in a ring, humming.");
  await sceneView(page).getByRole("checkbox", { name: "This is an ending scene" }).check();
  await expect(sceneView(page).getByRole("heading", { name: "The Standing Stones" })).toBeVisible();
  await expect(sceneView(page).getByText("Ending scene", { exact: true })).toBeVisible();

  // Delete a scene, after confirming.
  await chapterButton(page, "The Dark Lantern").click();
  await sceneButton(page, "The Cellar").click();
  await sceneView(page).getByRole("button", { name: "Delete" }).click();
  const confirm = page.getByRole("dialog", { name: "Delete Scene" });
  await expect(confirm).toContainText("This action cannot be undone.");
  await confirm.getByRole("button", { name: "Delete Scene" }).click();
  await expect(confirm).toBeHidden();
  await expect(sceneButton(page, "The Cellar")).toHaveCount(0);
  await expect(chapterButton(page, "The Dark Lantern")).toContainText("2 scenes");

  // Save, reload: the story is as edited.
  await page.getByRole("button", { name: "Save Story" }).click();
  await expectToast(page, "Story saved");
  await expect(page.getByTestId("unsaved")).toHaveCount(0);
  await page.reload();
  await expect(chapterButton(page, "The Dark Lantern")).toContainText("2 scenes");
  await expect(chapterButton(page, "The Barrow Road")).toContainText("2 scenes");
  await expect(sceneList(page).getByRole("button")).toHaveText([/The Gate/, /The Tower/]);
  await expect(sceneView(page).getByLabel("Scene text")).toHaveValue(
    "Snow falls on the valley gate.\n\nWren waits for the keeper.",
  );
  await expect(target(page, 1)).toHaveValue("Scene: The Barrows (Chapter 2)");
  await chapterButton(page, "The Barrow Road").click();
  await expect(sceneList(page).getByRole("button")).toHaveText([/The Barrows/, /The Standing Stones/]);

  // A choice left dangling: flagged, and refused on save with the choice named.
  await sceneButton(page, "The Barrows").click();
  await sceneView(page).getByRole("button", { name: "Delete" }).click();
  await page
    .getByRole("dialog", { name: "Delete Scene" })
    .getByRole("button", { name: "Delete Scene" })
    .click();
  await chapterButton(page, "The Dark Lantern").click();
  await sceneButton(page, "The Gate").click();
  await expect(target(page, 1)).toHaveValue("Missing scene (deleted)");
  await expect(target(page, 1)).toHaveAttribute("aria-invalid", "true");
  await page.getByRole("button", { name: "Save Story" }).click();
  await expectToast(page, "Save failed");
  await expect(
    toasts(page).getByText(
      'Choice "Climb the tower" in scene "The Gate" leads to a scene that does not exist',
    ),
  ).toBeVisible();

  // The phone: the panels stack, and nothing is wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalOverflow(page);
  await snap(page, "story-editor-390");
  await page.setViewportSize({ width: 1280, height: 800 });

  // Back, with changes unsaved: asked first. Stay keeps everything as it was.
  await page.getByRole("link", { name: "Back to Edit Game" }).click();
  const leave = page.getByRole("dialog", { name: "Unsaved changes" });
  await expect(leave).toBeVisible();
  await expect(leave.getByRole("button", { name: "Stay" })).toBeFocused();
  await expectAccessible(page);
  await snapDialog(page, "story-editor-leave-1280");
  await leave.getByRole("button", { name: "Stay" }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/story-editor/${game.id}$`));
  await expect(page.getByTestId("unsaved")).toBeVisible();
  // The logo home link asks too; Escape is Stay.
  await page.getByRole("link", { name: "Taleforge home" }).click();
  await expect(leave).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/story-editor/${game.id}$`));

  // Save and leave cannot save a broken story: the creator stays, told why.
  await expect(toasts(page).getByText("Save failed")).toHaveCount(0, { timeout: 10_000 });
  await page.getByRole("link", { name: "Generate with Quick Start" }).click();
  await leave.getByRole("button", { name: "Save and leave" }).click();
  await expectToast(page, "Save failed");
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/story-editor/${game.id}$`));

  // Leave without saving: Back goes to Edit Game, and the story is as last saved (the
  // browser's kept draft is dropped with it: nothing is offered back).
  await page.getByRole("link", { name: "Back to Edit Game" }).click();
  await leave.getByRole("button", { name: "Leave without saving" }).click();
  await expect(page.getByRole("heading", { name: "Edit Game", level: 1 })).toBeVisible();
  await page.goto(`/story-editor/${game.id}`);
  await chapterButton(page, "The Barrow Road").click();
  await expect(sceneList(page).getByRole("button")).toHaveText([/The Barrows/, /The Standing Stones/]);
  await expect(page.getByRole("region", { name: "Unsaved changes found" })).toHaveCount(0);
});

test("Story Editor: chapters, endings and a game with no story yet", async ({ page }) => {
  await signUp(page, newUser("Oren"));
  const game = await createGame(page.request, { title: "The Unwritten Vale" });
  await page.goto(`/story-editor/${game.id}`);

  await expect(page.getByRole("heading", { name: "This game has no written story yet" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Generate Complete Story" })).toBeVisible();
  await expectAccessible(page);
  await snap(page, "story-editor-empty-1280");

  // The first chapter, named; an empty title is refused.
  await page.getByRole("button", { name: "Add Chapter" }).click();
  const named = page.getByRole("dialog", { name: "Add Chapter" });
  await named.getByRole("button", { name: "Add Chapter" }).click();
  await expect(named.getByText("Chapter title is required")).toBeVisible();
  await named.getByLabel("Chapter title").fill("The First Frost");
  await named.getByRole("button", { name: "Add Chapter" }).click();
  await expect(chapterButton(page, "The First Frost")).toContainText("0 scenes");
  await expect(page.getByText("This chapter has no scenes yet.")).toBeVisible();

  await page.getByRole("button", { name: "Rename chapter 1" }).click();
  await page
    .getByRole("dialog", { name: "Rename Chapter 1" })
    .getByLabel("Chapter title")
    .fill("The Long Frost");
  await page
    .getByRole("dialog", { name: "Rename Chapter 1" })
    .getByRole("button", { name: "Rename" })
    .click();
  await expect(chapterButton(page, "The Long Frost")).toBeVisible();

  // Endings: added, renamed, deleted after confirming.
  const endings = page.getByRole("region", { name: "Endings" });
  for (const title of ["Spring comes", "The frost stays"]) {
    await endings.getByRole("button", { name: "Add Ending" }).click();
    await page.getByRole("dialog", { name: "Add Ending" }).getByLabel("Ending title").fill(title);
    await page
      .getByRole("dialog", { name: "Add Ending" })
      .getByRole("button", { name: "Add Ending" })
      .click();
  }
  await expect(endings.getByRole("listitem")).toHaveCount(2);
  await endings.getByRole("button", { name: "Rename ending Spring comes" }).click();
  await page
    .getByRole("dialog", { name: "Rename Ending" })
    .getByLabel("Ending title")
    .fill("Spring, at last");
  await page.getByRole("dialog", { name: "Rename Ending" }).getByRole("button", { name: "Rename" }).click();
  await endings.getByRole("button", { name: "Delete ending The frost stays" }).click();
  await page
    .getByRole("dialog", { name: "Delete Ending" })
    .getByRole("button", { name: "Delete Ending" })
    .click();
  await expect(endings.getByRole("listitem")).toHaveText([/Spring, at last/]);

  // A scene leading to the ending; saved and reloaded.
  await page.getByRole("button", { name: "Add Scene" }).click();
  const panel = sceneView(page);
  await panel.getByLabel("Title").fill("The Thaw");
  await panel.getByRole("button", { name: "Add Choice" }).click();
  await panel.getByLabel("Choice 1 text").fill("Wait for the sun");
  await target(page, 1).click();
  await page.keyboard.type("spring");
  await page.keyboard.press("Enter");
  await page.keyboard.press("Control+s");
  await expectToast(page, "Story saved");
  await page.reload();
  await expect(chapterButton(page, "The Long Frost")).toContainText("1 scene");
  await expect(sceneView(page).getByLabel("Choice 1 text")).toHaveValue("Wait for the sun");
  await expect(target(page, 1)).toHaveValue("Ending: Spring, at last");
  // The Endings list names them by title, never by id.
  await expect(endings.getByRole("listitem")).toHaveText(["Spring, at last"]);

  // Generate with Quick Start, with a change unsaved: Save and leave saves it, then goes.
  await sceneView(page).getByLabel("Scene text").fill("The ice cracks at noon.");
  await page.getByRole("link", { name: "Generate with Quick Start" }).click();
  await page
    .getByRole("dialog", { name: "Unsaved changes" })
    .getByRole("button", { name: "Save and leave" })
    .click();
  await expectToast(page, "Story saved");
  await expect(page).toHaveURL(/\/quick-start$/);
  const saved = (await (await page.request.get(`/api/games/${game.id}`)).json()) as {
    storyBeats: { chapters: { scenes: { description: string }[] }[] };
  };
  expect(saved.storyBeats.chapters[0]?.scenes[0]?.description).toBe("The ice cracks at noon.");
});

test("Story Editor: a game with no story has one generated, and it opens here to edit", async ({ page }) => {
  await signUp(page, newUser("Sable"));
  const game = await createGame(page.request, { title: "The Untold Marsh" });
  await page.goto(`/story-editor/${game.id}`);
  await page.getByRole("button", { name: "Generate Complete Story" }).click();
  await expectToast(page, "Complete Story Generated!");
  const detail = (await (await page.request.get(`/api/games/${game.id}`)).json()) as {
    storyBeats: { chapters: { title: string; scenes: { title: string }[] }[] };
  };
  const [first] = detail.storyBeats.chapters;
  if (!first) throw new Error("The generated story has no chapters");
  await expect(chapters(page).getByRole("listitem")).toHaveCount(detail.storyBeats.chapters.length);
  await expect(chapterButton(page, first.title)).toHaveAttribute("aria-current", "true");
  await expect(sceneView(page).getByRole("heading", { level: 2 })).toHaveText(first.scenes[0]?.title ?? "");
  await expect(page.getByTestId("unsaved")).toHaveCount(0);
  await snap(page, "story-editor-generated-1280");
});

test("Story Editor: a generated story opens with its chapters and scene counts", async ({ page }) => {
  await signUp(page, newUser("Tove"));
  const game = await createGame(page.request, { title: "The Generated Vale" });
  const written = await page.request.post(`/api/games/${game.id}/generate-story`);
  expect(written.ok(), await written.text()).toBe(true);
  const detail = (await (await page.request.get(`/api/games/${game.id}`)).json()) as {
    storyBeats: { chapters: { title: string; scenes: { title: string }[] }[] };
  };
  await page.goto(`/story-editor/${game.id}`);
  const list = chapters(page).getByRole("listitem");
  await expect(list).toHaveCount(detail.storyBeats.chapters.length);
  for (const [i, chapter] of detail.storyBeats.chapters.entries()) {
    const n = chapter.scenes.length;
    await expect(list.nth(i)).toContainText(chapter.title);
    await expect(list.nth(i)).toContainText(`${n} ${n === 1 ? "scene" : "scenes"}`);
  }
  const last = detail.storyBeats.chapters.at(-1);
  if (!last) throw new Error("The generated story has no chapters");
  await list.last().getByRole("button").click();
  await expect(sceneList(page).getByRole("listitem")).toHaveCount(last.scenes.length);
  await expect(sceneView(page).getByRole("heading", { level: 2 })).toHaveText(last.scenes[0]?.title ?? "");
});

test("Story Editor: Preview from here saves the story and plays it from that scene inside the editor", async ({
  page,
}) => {
  await signUp(page, newUser("Pell"));
  const game = await gameWithStory(page, "The Previewed Vale");
  await page.goto(`/story-editor/${game.id}`);
  await sceneButton(page, "The Tower").click();
  await sceneView(page).getByLabel("Scene text").fill("The stairs are slick with frost tonight.");
  await sceneView(page).getByRole("button", { name: "Preview from here" }).click();
  await expectToast(page, "Story saved");
  const playtest = page.getByRole("dialog", { name: "Playtest · The Previewed Vale" });
  await expect(playtest).toContainText("The saved story, from “The Tower”.");
  await expect(playtest.getByTestId("scene-text").last()).toContainText(
    "The stairs are slick with frost tonight.",
  );
  await expect(playtest.getByRole("button", { name: "Light the lantern" })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/story-editor/${game.id}$`));
  await playtest.getByRole("button", { name: "Back to editing at this scene" }).click();
  await expect(sceneView(page).getByRole("heading", { name: "The Tower" })).toBeVisible();
});

/** 40 chapters × 10 scenes × 3 choices: the size the editor must stay quick at. */
function bigStory() {
  const sceneId = (c: number, s: number) => `s-${c}-${s}`;
  return {
    chapters: Array.from({ length: 40 }, (_, c) => ({
      id: `ch-${c}`,
      title: `Chapter of the ${c + 1}th night`,
      scenes: Array.from({ length: 10 }, (_, s) => ({
        id: sceneId(c, s),
        title: `Night ${c + 1}, hour ${s + 1}`,
        description: `The lantern burns low in hour ${s + 1}.\n\nWren keeps watch.`,
        choices: [0, 1, 2].map((k) => ({
          id: `c-${c}-${s}-${k}`,
          text: `Path ${k + 1}`,
          leadsToScene: sceneId((c + (s + k + 1 >= 10 ? 1 : 0)) % 40, (s + k + 1) % 10),
        })),
      })),
    })),
  };
}

test("Story Editor: a 1,200-choice story opens, and a far scene is edited", async ({ page }) => {
  await signUp(page, newUser("Bram"));
  const game = await createGame(page.request, { title: "The Long Vigil" });
  const saved = await page.request.patch(`/api/games/${game.id}`, { data: { storyBeats: bigStory() } });
  expect(saved.ok(), await saved.text()).toBe(true);

  // How fast it opens is measured by bench/story-editor.mjs, not asserted here.
  await page.goto(`/story-editor/${game.id}`);
  await expect(page.locator("#scene-title")).toHaveText("Night 1, hour 1");
  await expect(chapters(page).getByRole("listitem")).toHaveCount(40);
  // Only the selected chapter's scenes are on the page.
  await expect(sceneList(page).getByRole("listitem")).toHaveCount(10);

  await chapterButton(page, "Chapter of the 40th night").click();
  await sceneButton(page, "Night 40, hour 10").click();
  await expect(sceneView(page).getByRole("heading", { name: "Night 40, hour 10" })).toBeVisible();
  // Nowhere yet, 400 scenes, 40 chapters: the first 60 listed, the rest found by typing.
  await target(page, 1).click();
  await expect(sceneView(page).getByRole("option")).toHaveCount(60);
  await expect(
    sceneView(page).getByText("381 more: type more of the name to narrow the list."),
  ).toBeVisible();
  await page.keyboard.type("night 1, hour 1");
  await sceneView(page)
    .getByRole("option", { name: /Night 1, hour 1 \(Chapter 1\)$/ })
    .click();
  await expect(target(page, 1)).toHaveValue("Scene: Night 1, hour 1 (Chapter 1)");
  await snap(page, "story-editor-1200-1280");
  // A tablet: the panels still sit side by side, nothing wider than the screen.
  await page.setViewportSize({ width: 1024, height: 768 });
  await expectNoHorizontalOverflow(page);
  await snap(page, "story-editor-1200-1024");
});
