import { expect, type Page, test } from "@playwright/test";
import { action, card, createGame, expectToast } from "./dashboard-support";
import { expectAccessible, newUser, signUp, snap } from "./support";

test.describe.configure({ timeout: 120_000 });

type Choice = { id: string; text: string; leadsToScene?: string | null };
type Scene = { id: string; title: string; description: string; isEndingScene?: boolean; choices: Choice[] };
type Story = { chapters: Array<{ id: string; title: string; scenes: Scene[] }> };

const sceneHeading = (page: Page) =>
  page.getByRole("heading", { level: 2 }).and(page.locator("#scene-heading"));
const sceneText = (page: Page) => page.getByTestId("scene-text");
const choiceButtons = (page: Page) =>
  page.getByRole("list", { name: "Or choose a specific action:" }).getByRole("button");
/** The first words of a scene's text: enough to know it, whatever the page does with paragraphs. */
const opening = (text: string) => text.trim().split(/\s+/).slice(0, 8).join(" ");

test("The Story Editor's ways in, and a preview opened at a later scene of the written story", async ({
  page,
}) => {
  await signUp(page, newUser("Iris"));
  const title = "The Tides of Saltmarsh";
  const game = await createGame(page.request, { title });
  await page.reload();

  // No written scenes yet: nothing for the Story Editor on the card.
  const tide = card(page, title);
  await expect(tide).toBeVisible();
  await expect(action(tide, "Open Story Editor")).toHaveCount(0);

  // The embedded storyteller writes the whole story; the card counts its scenes.
  await tide.getByRole("button", { name: "Generate Complete Story" }).click();
  await expectToast(page, "Complete Story Generated!");
  await expect(tide.getByText(/\d+ chapters?, \d+ scenes?/)).toBeVisible();
  const editorButton = action(tide, "Open Story Editor");
  await expect(editorButton).toBeVisible();
  await expectAccessible(page);
  await snap(page, "story-editor-entry-dashboard");
  // The extra icon still fits the card's toolbar on the narrowest phone (it wraps, never overflows).
  await page.setViewportSize({ width: 320, height: 700 });
  const toolbar = tide.getByRole("toolbar");
  await toolbar.scrollIntoViewIfNeeded();
  expect(await toolbar.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  const box = await toolbar.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(320);
  await toolbar.screenshot({ path: "test-results/screens/story-editor-entry-card-toolbar-320.png" });
  await page.setViewportSize({ width: 1280, height: 800 });

  await editorButton.click();
  await expect(page).toHaveURL(new RegExp(`/story-editor/${game.id}$`));
  await expect(page.getByRole("heading", { level: 1, name: "Story Editor" })).toBeVisible();
  await expect(page.getByText(title, { exact: true }).first()).toBeVisible();
  await snap(page, "story-editor-entry-editor");

  // Edit Game has its own way in.
  await page.goto(`/edit/${game.id}`);
  await expect(page.getByRole("heading", { level: 1, name: "Edit Game" })).toBeVisible();
  const fromEdit = page.getByRole("link", { name: "Story Editor", exact: true });
  await expect(fromEdit).toHaveAttribute("href", `/story-editor/${game.id}`);
  await expectAccessible(page);
  await snap(page, "story-editor-entry-edit-game");
  await fromEdit.click();
  await expect(page.getByRole("heading", { level: 1, name: "Story Editor" })).toBeVisible();

  // Preview from here: a scene past the first chapter whose first choice leads to another scene.
  const detail = await page.request.get(`/api/games/${game.id}`);
  const story = ((await detail.json()) as { storyBeats: Story }).storyBeats;
  const scenes = story.chapters.slice(1).flatMap((c) => c.scenes);
  const at = scenes.find((s) => !s.isEndingScene && s.choices[0]?.leadsToScene);
  if (!at) throw new Error("the generated story has no later scene with a choice leading to a scene");
  const choice = at.choices[0] as Choice;
  const next = story.chapters.flatMap((c) => c.scenes).find((s) => s.id === choice.leadsToScene);
  if (!next) throw new Error(`no scene ${choice.leadsToScene}`);

  await page.goto(`/play/${game.shareSlug}?preview=true&scene=${encodeURIComponent(at.id)}`);
  await expect(sceneHeading(page)).toHaveText(at.title, { timeout: 20_000 });
  await expect(sceneText(page)).toContainText(opening(at.description));
  await expect(page.getByTestId("preview-badge")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/play/${game.shareSlug}\\?preview=true$`));
  await snap(page, "story-editor-entry-preview-at-scene");

  await choiceButtons(page).filter({ hasText: choice.text }).first().click();
  await expect(sceneHeading(page)).toHaveText(next.title);
  await expect(sceneText(page)).toContainText(opening(next.description));
  await snap(page, "story-editor-entry-preview-next");

  // A scene that is not in the story is refused, with the server's words.
  await page.goto(`/play/${game.shareSlug}?preview=true&scene=no-such-scene`);
  await expect(page.getByText("That scene is not in the saved story")).toBeVisible({ timeout: 20_000 });
});
