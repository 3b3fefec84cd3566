import { expect, type Page, test } from "@playwright/test";
import { bigStory } from "../client/features/story-editor/story-fixtures";
import { createGame, expectToast, toasts } from "./dashboard-support";
import { expectAccessible, newUser, signUp, snap } from "./support";

test.describe.configure({ timeout: 120_000 });

/** Two chapters; "Follow the lights" leads nowhere, so nothing reaches the Town Gate. */
const SMALL_STORY = {
  chapters: [
    {
      id: "ch-road",
      title: "The Road",
      scenes: [
        {
          id: "s-cross",
          title: "Crossroads",
          description: "Two paths part under the lamplit sky.",
          choices: [
            { id: "k-north", text: "Take the north path", leadsToScene: "s-hill" },
            { id: "k-lights", text: "Follow the lights" },
          ],
        },
        {
          id: "s-hill",
          title: "The Hill",
          description: "The wind carries the smell of home.",
          choices: [{ id: "k-home", text: "Walk home", leadsToEnding: "e-home" }],
        },
      ],
    },
    {
      id: "ch-town",
      title: "The Town",
      scenes: [
        {
          id: "s-gate",
          title: "Town Gate",
          description: "The gate stands open.",
          choices: [{ id: "k-enter", text: "Enter the town", leadsToEnding: "e-home" }],
        },
      ],
    },
  ],
  endings: [{ id: "e-home", title: "Home by lamplight" }],
};

const mapButton = (page: Page) => page.getByRole("button", { name: "Story Map" });
const card = (page: Page, sceneId: string) => page.locator(`.react-flow__node[data-id="${sceneId}"]`);
const summary = (page: Page) => page.getByTestId("problem-summary");

async function newGameWithStory(page: Page, title: string, storyBeats: unknown) {
  await signUp(page, newUser("Wren"));
  const game = await createGame(page.request, { title });
  const res = await page.request.patch(`/api/games/${game.id}`, { data: { storyBeats } });
  expect(res.status(), await res.text()).toBe(200);
  return game;
}

/** A pointer drag with intermediate moves, as React Flow's connection line needs. */
async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 30, from.y + 10, { steps: 5 });
  await page.mouse.move(to.x, to.y, { steps: 15 });
  await page.mouse.up();
}

const centre = async (locator: ReturnType<Page["locator"]>) => {
  const box = await locator.boundingBox();
  if (!box) throw new Error("not visible");
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

test("Story Map: a dangling choice is flagged, fixed by dragging, saved, and still there after a reload", async ({
  page,
}) => {
  const game = await newGameWithStory(page, "The Lights of Hollow Vale", SMALL_STORY);
  await page.goto(`/story-editor/${game.id}`);
  await mapButton(page).click();
  await expect(mapButton(page)).toHaveAttribute("aria-pressed", "true");

  // Flagged in the list and on the card.
  await expect(summary(page)).toHaveText("2 warnings");
  const list = page.getByTestId("problem-list");
  await expect(list.getByText('Choice "Follow the lights" in "Crossroads" leads nowhere')).toBeVisible();
  await expect(list.getByText('No choice leads to "Town Gate"')).toBeVisible();
  const crossroads = card(page, "s-cross");
  await expect(crossroads.getByText("→ nowhere")).toBeVisible();
  await expect(crossroads.getByRole("img", { name: "Has warnings" })).toBeVisible();
  await expect(page.getByTestId("ending-node").getByText("Home by lamplight")).toBeVisible();
  await snap(page, "story-map-small-flagged");
  await expectAccessible(page);

  // A problem centres its scene and gives it the keyboard focus.
  await list.getByRole("button", { name: 'Warning: No choice leads to "Town Gate"', exact: true }).click();
  await expect(card(page, "s-gate").getByRole("button", { name: "Town Gate" })).toBeFocused();

  // Fixed by dragging the choice's handle onto the Town Gate's card.
  await page.getByRole("button", { name: "Fit View" }).click();
  const handle = crossroads.locator('.react-flow__handle[data-handleid="k-lights"]');
  await drag(page, await centre(handle), await centre(card(page, "s-gate")));
  await expect(summary(page)).toHaveText("No problems found");
  await expect(crossroads.getByText("→ Town Gate")).toBeVisible();
  await expect(page.locator('.react-flow__edge[data-id="choice:k-lights"]')).toHaveCount(1);

  // And a new choice, dragged from "New choice" onto the ending.
  const newChoice = card(page, "s-hill").locator('.react-flow__handle[data-handleid="new-choice"]');
  await drag(page, await centre(newChoice), await centre(page.getByTestId("ending-node")));
  await expect(card(page, "s-hill").getByText("Go to Home by lamplight")).toBeVisible();
  await snap(page, "story-map-small-fixed");

  // A card moved by hand stays where it was put, through a visit to the Scenes view.
  const hill = card(page, "s-hill");
  // Where React Flow placed it, in the story's coordinates (the view may fit itself anew).
  const placed = () => hill.evaluate((el) => (el as HTMLElement).style.transform);
  const laidOut = await placed();
  const start = await centre(hill.getByText("The Road · 2 choices"));
  await drag(page, start, { x: start.x + 20, y: start.y + 60 });
  const moved = await placed();
  expect(moved).not.toBe(laidOut);
  await page.getByRole("button", { name: "Scenes" }).click();
  await mapButton(page).click();
  expect(await placed()).toBe(moved);

  await page.getByRole("button", { name: "Save Story" }).click();
  await expectToast(page, "Story saved");
  const saved = await (await page.request.get(`/api/games/${game.id}`)).json();
  const choices = saved.storyBeats.chapters[0].scenes[0].choices;
  expect(choices[1]).toMatchObject({ id: "k-lights", leadsToScene: "s-gate" });

  await page.reload();
  await mapButton(page).click();
  await expect(summary(page)).toHaveText("No problems found");
  await expect(card(page, "s-cross").getByText("→ Town Gate")).toBeVisible();
  await expect(card(page, "s-hill").getByText("→ ending Home by lamplight")).toHaveCount(2);

  // The text outline says the same in words, and opens scenes too.
  await page.getByText("Text outline", { exact: true }).click();
  const outline = page.getByTestId("text-outline");
  await expect(outline.getByText("Follow the lights → Town Gate")).toBeVisible();

  // A click on a card opens it in the Scenes view.
  await card(page, "s-gate").getByText("The Town · 1 choice").click();
  await expect(mapButton(page)).toHaveAttribute("aria-pressed", "false");
  await expect(page.locator("#scene-title")).toHaveText("Town Gate");
  await expect(page.locator('button[aria-current="true"]', { hasText: "Town Gate" })).toBeVisible();
});

test("Story Map: a choice to a deleted scene is an error, refused on save, fixed by dragging, saved", async ({
  page,
}) => {
  const game = await newGameWithStory(page, "The Lost Hill", SMALL_STORY);
  await page.goto(`/story-editor/${game.id}`);

  // The Hill is deleted: "Take the north path" now leads to a scene that does not exist.
  await page
    .getByRole("list", { name: "Scenes of chapter 1" })
    .getByRole("button", { name: "The Hill" })
    .click();
  await page.getByRole("article").getByRole("button", { name: "Delete" }).click();
  await page
    .getByRole("dialog", { name: "Delete Scene" })
    .getByRole("button", { name: "Delete Scene" })
    .click();
  await mapButton(page).click();
  await expect(summary(page)).toHaveText(/^1 error, \d+ warnings$/);
  const broken = 'Choice "Take the north path" in "Crossroads" leads to a scene that does not exist';
  await expect(page.getByTestId("problem-list").getByText(broken)).toBeVisible();
  const crossroads = card(page, "s-cross");
  await expect(crossroads.getByRole("img", { name: "Has errors" })).toBeVisible();
  await expect(crossroads.getByText("→ missing scene")).toBeVisible();
  // No way on from the crossroads, to another chapter or an ending: its chapter's box says so.
  await expect(
    page.locator('.react-flow__node[data-id="chapter:ch-road"]').getByTestId("chapter-notes"),
  ).toHaveText("No way out · No ending reachable");
  await snap(page, "story-map-deleted-target");

  // The server would refuse it: Save says why and sends nothing.
  await page.getByRole("button", { name: "Save Story" }).click();
  await expectToast(page, "Save failed");
  await expect(
    toasts(page).getByText(
      'Choice "Take the north path" in scene "Crossroads" leads to a scene that does not exist',
    ),
  ).toBeVisible();

  // Dragged onto the Town Gate: no error left, and it saves.
  await page.getByRole("button", { name: "Fit View" }).click();
  const handle = crossroads.locator('.react-flow__handle[data-handleid="k-north"]');
  await drag(page, await centre(handle), await centre(card(page, "s-gate")));
  await expect(crossroads.getByText("→ Town Gate")).toHaveCount(1);
  await expect(summary(page)).not.toContainText("error");
  await page.getByRole("button", { name: "Save Story" }).click();
  await expectToast(page, "Story saved");

  await page.reload();
  await mapButton(page).click();
  await expect(card(page, "s-cross").getByText("→ Town Gate")).toHaveCount(1);
  await expect(card(page, "s-hill")).toHaveCount(0);
  await expect(summary(page)).not.toContainText("error");
});

test("Story Map: a 40-chapter story opens at its first chapter, readable", async ({ page }) => {
  const game = await newGameWithStory(page, "The Long Road", bigStory(40, 10, 3));
  await page.goto(`/story-editor/${game.id}`);
  await mapButton(page).click();
  await expect(card(page, "c0-s0").getByRole("button", { name: "Scene 1.1" })).toBeVisible();
  await expect(summary(page)).toHaveText("No problems found");
  // Only what is on screen is drawn.
  expect(await page.locator(".react-flow__node").count()).toBeLessThan(120);
  await snap(page, "story-map-big");
  // Zoomed in, the cards' text is drawn afresh, not a blurred enlargement.
  await page.getByRole("button", { name: "Zoom In" }).click();
  await page.getByRole("button", { name: "Zoom In" }).click();
  await page.waitForTimeout(500);
  await snap(page, "story-map-big-zoomed");

  // And in dark mode, as the rest of the studio.
  await page.evaluate(() => localStorage.setItem("taleforge-theme", "dark"));
  await page.reload();
  await mapButton(page).click();
  await expect(card(page, "c0-s0")).toBeVisible();
  await snap(page, "story-map-big-dark");
});
