import { expect, type Locator, type Page, test } from "@playwright/test";
import { bigStory } from "../client/features/story-editor/story-fixtures";
import { createGame, expectToast } from "./dashboard-support";
import { newUser, signUp, snap } from "./support";

/** The Story Map as a workspace (issue 35): free placement, search, Fit View, problems. */
test.describe.configure({ timeout: 150_000 });

const STORY = {
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
            { id: "k-east", text: "Make for the Bridge before the tide comes in", leadsToScene: "s-bridge" },
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
        {
          id: "s-bridge",
          title: "The Old Bridge",
          description: "",
          toWrite: true,
          choices: [{ id: "k-gate", text: "Cross to the gate", leadsToScene: "s-gate" }],
        },
      ],
    },
  ],
  endings: [{ id: "e-home", title: "Home by lamplight" }],
};

const mapButton = (page: Page) => page.getByRole("button", { name: "Story Map" });
const card = (page: Page, sceneId: string) => page.locator(`.react-flow__node[data-id="${sceneId}"]`);
const chapterBox = (page: Page, chapterId: string) =>
  page.locator(`.react-flow__node[data-id="chapter:${chapterId}"]`);
const canvas = (page: Page) => page.getByTestId("story-map-canvas");

async function openMap(page: Page, title: string, storyBeats: unknown) {
  await signUp(page, newUser("Ash"));
  const game = await createGame(page.request, { title });
  const res = await page.request.patch(`/api/games/${game.id}`, { data: { storyBeats } });
  expect(res.status(), await res.text()).toBe(200);
  await page.goto(`/story-editor/${game.id}`);
  await mapButton(page).click();
  await expect(canvas(page)).toBeVisible();
  return game;
}

async function box(locator: Locator) {
  const b = await locator.boundingBox();
  if (!b) throw new Error("not visible");
  return b;
}

/** A pointer drag with intermediate moves, as React Flow's drag needs. */
async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 10, from.y + 10, { steps: 4 });
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
}

/**
 * Labels on the drawn cards that are cut (clamped, or spilling out of their row or title block):
 * none, when the cards' heights were worked out right for their words.
 */
const cutLabels = (page: Page) =>
  canvas(page).evaluate((el) => {
    const cut: string[] = [];
    for (const label of el.querySelectorAll<HTMLElement>(
      ".react-flow__node-scene li > span, .react-flow__node-scene button > span",
    )) {
      const box = label.getBoundingClientRect();
      const holder = (label.closest("li") ??
        label.closest("button")?.parentElement?.parentElement) as HTMLElement;
      const room = holder.getBoundingClientRect();
      if (
        label.scrollHeight > label.clientHeight + 1 ||
        box.bottom > room.bottom + 1 ||
        box.top < room.top - 1
      )
        cut.push(label.textContent ?? "");
    }
    return cut;
  });

/** Every drawn scene card lies inside the canvas; how many were drawn. */
const cardsInside = (page: Page) =>
  canvas(page).evaluate((el) => {
    const frame = el.getBoundingClientRect();
    const cards = [...el.querySelectorAll(".react-flow__node-scene")].map((n) => n.getBoundingClientRect());
    const outside = cards.filter(
      (c) =>
        c.left < frame.left - 1 ||
        c.top < frame.top - 1 ||
        c.right > frame.right + 1 ||
        c.bottom > frame.bottom + 1,
    ).length;
    return { drawn: cards.length, outside };
  });

test("Story Map: a scene dragged out of its chapter's box keeps its place through save and reload; several move together", async ({
  page,
}) => {
  const game = await openMap(page, "The Lamplit Road", STORY);
  const hill = card(page, "s-hill");
  const road = chapterBox(page, "ch-road");
  await expect(hill).toBeVisible();
  // Labels wrap instead of being cut: the long choice reads in full, and nothing is cut.
  await expect(card(page, "s-cross").getByText("Make for the Bridge before the tide comes in")).toBeVisible();
  expect(await cutLabels(page)).toEqual([]);

  // Dragged by its header to the right of its chapter's box, well outside it.
  const roadBefore = await box(road);
  const start = await box(hill.getByText("The Road · 1 choice"));
  const from = { x: start.x + start.width / 2, y: start.y + start.height / 2 };
  const to = { x: roadBefore.x + roadBefore.width + 120, y: from.y - 20 };
  await drag(page, from, to);
  const dropped = await box(hill);
  expect(dropped.x).toBeGreaterThan(roadBefore.x + roadBefore.width);
  // The chapter's box grew to hold it.
  const roadAfter = await box(road);
  expect(roadAfter.x + roadAfter.width).toBeGreaterThanOrEqual(dropped.x + dropped.width);
  await expect(page.getByTestId("unsaved")).toBeVisible();

  await page.getByRole("button", { name: "Save Story" }).click();
  await expectToast(page, "Story saved");
  const saved = await (await page.request.get(`/api/games/${game.id}`)).json();
  const place = saved.storyBeats.chapters[0].scenes[1].position;
  expect(place).toEqual({ x: expect.any(Number), y: expect.any(Number) });
  // Its chapter's other scene is pinned where it was drawn (so the two stay together whatever
  // the layout does later); the other chapter keeps the automatic layout.
  expect(saved.storyBeats.chapters[0].scenes[0].position).toEqual({
    x: expect.any(Number),
    y: expect.any(Number),
  });
  expect(saved.storyBeats.chapters[1].scenes[0].position).toBeUndefined();

  await expect(hill).toHaveCSS("transform", `matrix(1, 0, 0, 1, ${place.x}, ${place.y})`);
  // Fitted, where it is on screen; after a reload, fitted again, the same.
  await page.getByRole("button", { name: "Fit View" }).click();
  await page.waitForTimeout(400);
  // On the canvas (the page itself may scroll otherwise after a reload).
  const onCanvas = async () => {
    const [c, f] = [await box(hill), await box(canvas(page))];
    return { x: c.x - f.x, y: c.y - f.y, width: c.width, height: c.height };
  };
  const fitted = await onCanvas();
  await page.screenshot({ path: "/tmp/b-placed.png" });
  await page.reload();
  await mapButton(page).click();
  await expect(hill).toBeVisible();
  await page.getByRole("button", { name: "Fit View" }).click();
  await page.waitForTimeout(400);
  const again = await onCanvas();
  // Where React Flow draws it, in the story's coordinates: the place saved, exactly.
  await expect(hill).toHaveCSS("transform", `matrix(1, 0, 0, 1, ${place.x}, ${place.y})`);
  // And on screen, fitted the same, within a few pixels (the fit's zoom is rounded).
  expect(Math.abs(again.x - fitted.x)).toBeLessThan(5);
  expect(Math.abs(again.y - fitted.y)).toBeLessThan(5);
  const road2 = await box(road);
  const cross = await box(card(page, "s-cross"));
  const hillNow = await box(hill);
  // Still right of the rest of its chapter, inside the chapter's grown box.
  expect(hillNow.x).toBeGreaterThan(cross.x + cross.width);
  expect(road2.x + road2.width).toBeGreaterThanOrEqual(hillNow.x + hillNow.width);

  // Shift and a drag around The Town's two cards selects them both.
  const gate = card(page, "s-gate");
  const selected = page.locator(".react-flow__node-scene.selected");
  const [g, b] = [await box(gate), await box(card(page, "s-bridge"))];
  await page.keyboard.down("Shift");
  await drag(page, { x: g.x + g.width + 12, y: g.y - 12 }, { x: b.x - 6, y: b.y + b.height + 6 });
  await page.keyboard.up("Shift");
  await expect(selected).toHaveCount(2);
  // Ctrl+click adds a card to the selection and takes it away again, without opening it.
  await card(page, "s-cross")
    .getByText("The Road · 2 choices")
    .click({ modifiers: ["Control"] });
  await expect(selected).toHaveCount(3);
  await card(page, "s-cross")
    .getByText("The Road · 2 choices")
    .click({ modifiers: ["Control"] });
  await expect(selected).toHaveCount(2);
  await expect(mapButton(page)).toHaveAttribute("aria-pressed", "true");
  // Where a card is, in card widths from the opening's card (whatever the zoom).
  const offset = async (sceneId: string) => {
    const [c, o] = [await box(card(page, sceneId)), await box(card(page, "s-cross"))];
    return { x: (c.x - o.x) / o.width, y: (c.y - o.y) / o.width };
  };
  const gateBefore = await offset("s-gate");
  const bridgeBefore = await offset("s-bridge");
  const handle = await box(gate.getByText("The Town · 1 choice"));
  await drag(
    page,
    { x: handle.x + 20, y: handle.y + handle.height / 2 },
    { x: handle.x + 20, y: handle.y + handle.height / 2 + 90 },
  );
  await page.waitForTimeout(300);
  const gateAfter = await offset("s-gate");
  const bridgeAfter = await offset("s-bridge");
  expect(gateAfter.y - gateBefore.y).toBeGreaterThan(0.2);
  expect(Math.abs(bridgeAfter.y - bridgeBefore.y - (gateAfter.y - gateBefore.y))).toBeLessThan(0.01);
  expect(Math.abs(bridgeAfter.x - gateAfter.x - (bridgeBefore.x - gateBefore.x))).toBeLessThan(0.01);
  await page.getByRole("button", { name: "Save Story" }).click();
  await expectToast(page, "Story saved");
  const both = (await (await page.request.get(`/api/games/${game.id}`)).json()).storyBeats.chapters[1].scenes;
  // Both kept their new places (the one dragged and the one carried along).
  expect(both[0].position).toEqual({ x: expect.any(Number), y: expect.any(Number) });
  expect(both[1].position).toEqual({ x: expect.any(Number), y: expect.any(Number) });

  // Without a mouse: an arrow key on a focused card's title moves it, and the selection with it
  // (Shift: further), and a screen reader is told.
  await gate.getByRole("button", { name: "Town Gate" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByText("2 scenes moved right.")).toBeAttached();
  await page.keyboard.press("Shift+ArrowDown");
  await expect(page.getByText("2 scenes moved down.")).toBeAttached();
  // A card not in the selection moves alone.
  await card(page, "s-cross").getByRole("button", { name: "Crossroads" }).focus();
  await page.keyboard.press("ArrowLeft");
  await expect(page.getByText("Crossroads moved left.")).toBeAttached();
  await page.getByRole("button", { name: "Save Story" }).click();
  await expectToast(page, "Story saved");
  const nudged = (await (await page.request.get(`/api/games/${game.id}`)).json()).storyBeats.chapters;
  expect(nudged[1].scenes[0].position).toEqual({ x: both[0].position.x + 20, y: both[0].position.y + 100 });
  expect(nudged[1].scenes[1].position).toEqual({ x: both[1].position.x + 20, y: both[1].position.y + 100 });
  const crossBefore = saved.storyBeats.chapters[0].scenes[0].position;
  expect(nudged[0].scenes[0].position).toEqual({ x: crossBefore.x - 20, y: crossBefore.y });
  // Nudged on past the canvas's edge, the card stays in sight: the view follows it.
  await card(page, "s-cross").getByRole("button", { name: "Crossroads" }).focus();
  for (let i = 0; i < 15; i += 1) await page.keyboard.press("Shift+ArrowLeft");
  const shown = (await page.getByTestId("story-map-canvas").boundingBox())!;
  await expect
    .poll(async () => {
      const at = (await card(page, "s-cross").boundingBox())!;
      return at.x >= shown.x && at.x + at.width <= shown.x + shown.width;
    })
    .toBe(true);
  await snap(page, "story-map-nudged-past-edge");
});

test("Story Map: a duplicate title and a scene still to write are flagged; a tag filter shows the tagged scenes", async ({
  page,
}) => {
  const story = {
    ...structuredClone(STORY),
    twee: { tags: { "s-hill": ["night"], "s-gate": ["town", "night"] } },
  };
  story.chapters[1]!.scenes[0]!.title = "Crossroads";
  await openMap(page, "The Twice-Named Road", story);
  const list = page.getByTestId("problem-list");
  await expect(
    list.getByText('2 scenes are titled "Crossroads" (this one in chapter "The Town")'),
  ).toBeVisible();
  await expect(
    list.getByText('2 scenes are titled "Crossroads" (this one in chapter "The Road")'),
  ).toBeVisible();
  await expect(list.getByText('"The Old Bridge" is still to write: a link leads to it')).toBeVisible();
  // Drawn distinctly: a dashed card saying so.
  const bridge = card(page, "s-bridge");
  await expect(bridge.getByText("To write", { exact: true })).toBeVisible();
  await expect(bridge.getByTestId("scene-card")).toHaveClass(/border-dashed/);
  await expect(card(page, "s-gate").getByRole("img", { name: "Has warnings" })).toBeVisible();
  await page.screenshot({ path: "/tmp/b-flagged.png" });

  // The tags a Twine import kept: one picked, only its scenes (and their chapters) are shown.
  const tag = page.getByRole("combobox", { name: "Show tag" });
  await expect(tag.locator("option")).toHaveText(["All tags", "night", "town"]);
  await tag.selectOption("town");
  await expect(card(page, "s-gate")).toBeVisible();
  await expect(page.locator(".react-flow__node-scene:visible")).toHaveCount(1);
  await expect(chapterBox(page, "ch-road")).toBeHidden();
  // A problem of a scene the filter hides: the filter gives way, and the scene takes the focus.
  await list
    .getByRole("button", { name: 'Warning: "The Old Bridge" is still to write: a link leads to it' })
    .click();
  await expect(tag).toHaveValue("");
  await expect(card(page, "s-bridge").getByRole("button", { name: "The Old Bridge" })).toBeFocused();
  await tag.selectOption("night");
  await expect(page.locator(".react-flow__node-scene:visible")).toHaveCount(2);
  await tag.selectOption("");
  await expect(page.locator(".react-flow__node-scene:visible")).toHaveCount(4);
});

test("Story Map: search finds a word in a scene's text and pans to it; a chapter filter shows one chapter; Fit View fits 40 chapters", async ({
  page,
}) => {
  const story = bigStory(40, 10, 3);
  story.chapters[33]!.scenes[6]!.description = "Far off, a lighthouse blinks over the marsh.";
  await openMap(page, "The Long Road", story);
  const target = card(page, "c33-s6");
  await expect(card(page, "c0-s0")).toBeVisible();
  await expect(target).toHaveCount(0); // far off: not drawn
  expect(await cutLabels(page)).toEqual([]);

  const search = page.getByRole("searchbox", { name: "Search scenes" });
  await search.fill("LightHouse");
  await expect(page.getByTestId("match-status")).toHaveText("1 match");
  await search.press("Enter");
  // Said once, with the match's title (for a screen reader; the eye has the ring on the card).
  await expect(page.getByTestId("match-status")).toHaveText(/^1 of 1: \S/);
  await expect(target.getByTestId("scene-card")).toHaveAttribute("data-found", "current");
  await page.waitForTimeout(500); // the pan's animation
  const frame = await box(canvas(page));
  const found = await box(target);
  expect(found.x).toBeGreaterThanOrEqual(frame.x);
  expect(found.y).toBeGreaterThanOrEqual(frame.y);
  expect(found.x + found.width).toBeLessThanOrEqual(frame.x + frame.width);
  expect(found.y + found.height).toBeLessThanOrEqual(frame.y + frame.height);
  await page.screenshot({ path: "/tmp/b-search.png" });
  await search.fill("");

  // One chapter shown: only its ten cards are drawn, fitted.
  await page.getByRole("combobox", { name: "Show chapter" }).selectOption({ label: "Chapter 8" });
  await page.waitForTimeout(500);
  await expect(page.locator(".react-flow__node-scene:visible")).toHaveCount(10);
  await expect(card(page, "c7-s0")).toBeVisible();
  expect(await cardsInside(page)).toEqual({ drawn: 10, outside: 0 });
  await page.getByRole("combobox", { name: "Show chapter" }).selectOption({ label: "All chapters" });

  // Fit View: every one of the 400 cards is drawn and inside the canvas.
  await page.getByRole("button", { name: "Fit View" }).click();
  await page.waitForTimeout(600);
  expect(await cardsInside(page)).toEqual({ drawn: 400, outside: 0 });
  await page.screenshot({ path: "/tmp/b-fit-1280.png" });

  // At a tablet's width too.
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.waitForTimeout(300);
  await page.getByRole("button", { name: "Fit View" }).click();
  await page.waitForTimeout(600);
  expect(await cardsInside(page)).toEqual({ drawn: 400, outside: 0 });
  await page.screenshot({ path: "/tmp/b-fit-1024.png" });
  // A chapter shown alone is fitted readably at that width.
  await page.getByRole("combobox", { name: "Show chapter" }).selectOption({ label: "Chapter 1" });
  await page.waitForTimeout(500);
  expect(await cardsInside(page)).toEqual({ drawn: 10, outside: 0 });
  await expect(card(page, "c0-s0").getByRole("button", { name: "Scene 1.1" })).toBeVisible();
  await page.screenshot({ path: "/tmp/b-chapter-1024.png" });
});
