import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { expectAccessible, expectEditorShows, newUser, signUp, snap } from "./support";

const toast = (page: Page) => page.getByRole("region", { name: /Notifications/ });
const snapViewport = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screens/${name}.png` });

async function expectToast(page: Page, title: string, text?: string) {
  await expect(toast(page).getByText(title, { exact: true })).toBeVisible();
  if (text) await expect(toast(page).getByText(text, { exact: true })).toBeVisible();
}

/** An original story with characters and, unless told otherwise, a 5-chapter outline. */
async function makeOriginal(request: APIRequestContext, title: string, chapters = 5) {
  const created = await request.post("/api/games", {
    data: {
      title,
      genre: "sci-fi",
      storyline: "Captain Ilse Marr must bring the colony ship home before its failing engines give out.",
      characters: [
        { name: "Ilse Marr", role: "Captain", characterType: "protagonist", description: "Stern and fair." },
        { name: "Tobin", role: "Engineer", description: "Keeps the engines alive with tape and hope." },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const game = (await created.json()) as { id: string };
  if (chapters) {
    const outline = Array.from({ length: chapters }, (_, i) => ({
      chapterNumber: i + 1,
      title: `Jump ${i + 1}`,
      outline: `The crew survives jump number ${i + 1}.`,
      selectedCharacters: ["Ilse Marr"],
      selectedLocation: i % 2 ? "Engine Room" : "Bridge",
    }));
    const saved = await request.post(`/api/games/${game.id}/story-outline`, { data: { chapters: outline } });
    expect(saved.ok()).toBe(true);
  }
  return game.id;
}

test("Create Story Sequel: validation, ideas, generation, the character editor, then Create Game", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signUp(page, newUser("Sage"));
  const originalId = await makeOriginal(page.request, "Long Way Home");
  await makeOriginal(page.request, "Unplanned Voyage", 0);

  await page.goto("/create-sequel");
  await expect(page.getByRole("heading", { name: "Create Story Sequel", level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Ready to Generate" })).toBeVisible();
  await expect(page.getByLabel("Chapters", { exact: true })).toHaveValue("40");
  await expectAccessible(page);
  await snap(page, "sequel-empty");

  // Every message of the sequel form (spec 001 §5).
  await page.getByRole("button", { name: "AI Enhance Ideas" }).click();
  await expectToast(page, "No Story Selected");
  await page.getByRole("button", { name: "Generate Sequel Outline" }).click();
  await expect(page.getByText("Please select an original story")).toBeVisible();
  await expect(page.getByText("Sequel title is required")).toBeVisible();
  await expect(page.getByText("Please select a genre for the sequel")).toBeVisible();
  await expect(page.getByText("Sequel storyline must be at least 20 characters")).toBeVisible();
  await page.getByLabel("Sequel title").fill("y".repeat(101));
  await expect(page.getByText("Title too long")).toBeVisible();
  await page.getByLabel("Sequel concept").fill("z".repeat(2001));
  await expect(page.getByText("Storyline too long")).toBeVisible();
  await page.getByLabel("Chapters", { exact: true }).fill("4");
  await expect(page.getByText("At least 5 chapters required")).toBeVisible();
  await page.getByLabel("Chapters", { exact: true }).fill("101");
  await expect(page.getByText("Maximum 100 chapters")).toBeVisible();
  await snap(page, "sequel-errors");

  // A story with no chapters cannot be continued.
  await page.getByLabel("Original story", { exact: true }).selectOption({ label: "Unplanned Voyage" });
  await expect(page.getByLabel("Sequel title")).toHaveValue("Unplanned Voyage: The Sequel");
  await expect(page.getByText("This story has no chapters yet.")).toBeVisible();
  await page.getByRole("button", { name: "AI Enhance Ideas" }).click();
  await expectToast(
    page,
    "No Chapters Found",
    "The selected story needs chapters for AI to analyze. Please create a story outline first.",
  );
  await page.getByLabel("Chapters", { exact: true }).fill("40");
  await page.getByLabel("Sequel concept").fill("The colony wakes to find a second ship in orbit.");
  await page.getByRole("button", { name: "Generate Sequel Outline" }).click();
  await expectToast(
    page,
    "Generation Failed",
    'Original story "Unplanned Voyage" has no chapters. Please create a story outline first in the story editor.',
  );

  // The real original: title prefilled, genre from the original, the preview's last 3 chapters.
  await page.getByLabel("Original story", { exact: true }).selectOption({ label: "Long Way Home" });
  await expect(page.getByLabel("Sequel title")).toHaveValue("Long Way Home: The Sequel");
  await expect(page.getByLabel("Genre")).toHaveValue("science-fiction");
  const preview = page.getByRole("region", { name: "Original story preview" });
  await expect(preview.getByText("Last 3 chapters")).toBeVisible();
  await expect(preview.getByRole("listitem")).toHaveCount(3);
  await expect(preview.getByText("3. Jump 3")).toBeVisible();
  await expect(preview.getByText("5. Jump 5")).toBeVisible();
  await preview.getByRole("button", { name: /Long Way Home/ }).click();
  await expect(preview.getByText("Last 3 chapters")).toBeHidden();
  await preview.getByRole("button", { name: /Long Way Home/ }).click();

  // AI Enhance Ideas: ideas for a short concept, enhanced text for a long one.
  await page.getByLabel("Sequel concept").fill("revenge");
  await page.getByRole("button", { name: "AI Enhance Ideas" }).click();
  const ideas = page.getByRole("list", { name: "Sequel ideas" }).getByRole("button");
  await expect(ideas.first()).toBeVisible();
  await snap(page, "sequel-ideas");
  const idea = ((await ideas.first().textContent()) ?? "").trim();
  await ideas.first().click();
  await expect(page.getByLabel("Sequel concept")).toHaveValue(idea);
  await expect(page.getByRole("list", { name: "Sequel ideas" })).toHaveCount(0);
  const concept = "Years later, a signal from the old route calls Ilse back into the dark between stars.";
  await page.getByLabel("Sequel concept").fill(concept);
  await page.getByRole("button", { name: "AI Enhance Ideas" }).click();
  await expect(page.getByLabel("Sequel concept")).not.toHaveValue(concept);

  // Generate with the Medium preset: 25 chapters, the first 10 shown.
  await page.getByRole("button", { name: "Medium (25)" }).click();
  const generated = page.waitForResponse((r) => r.url().endsWith("/api/ai/generate-sequel-outline"));
  await page.getByRole("button", { name: "Generate Sequel Outline" }).click();
  const outline = (await (await generated).json()) as {
    commonLocations: string[];
    chapters: Array<{ selectedLocation: string }>;
  };
  const result = page.getByRole("region", { name: "Your Sequel Outline" });
  await expect(result).toBeVisible();
  // The places of the sequel, as the outline has them, and counted above them.
  expect(outline.commonLocations.length).toBeGreaterThan(0);
  await expect(result.getByRole("list", { name: "Sequel locations" }).getByRole("listitem")).toHaveText(
    outline.commonLocations,
  );
  await expect(result.getByText(`${outline.commonLocations.length}`, { exact: true }).first()).toBeVisible();
  expect(outline.commonLocations).toContain(outline.chapters[0]?.selectedLocation);
  await expect(result.getByText("25", { exact: true })).toBeVisible();
  await expect(result.getByRole("list", { name: "Sequel chapters" }).getByRole("listitem")).toHaveCount(10);
  await expect(result.getByText("…and 15 more, all saved with the game.")).toBeVisible();
  await expect(result.getByText("Ilse Marr", { exact: true })).toBeVisible();
  await expectAccessible(page);
  await snap(page, "sequel-result");

  // The sequel's character editor and its rules.
  await result.getByRole("button", { name: "Edit Tobin" }).click();
  const editor = page.getByRole("dialog", { name: "Edit Character" });
  await expect(editor.getByLabel("Type")).toHaveValue("supporting");
  await expect(editor.getByLabel("Type").locator("option")).toHaveText([
    "Protagonist",
    "Antagonist",
    "Supporting",
    "Minor",
  ]);
  await editor.getByLabel("Description").fill("");
  await editor.getByRole("button", { name: "Save Character" }).click();
  await expect(editor.getByText("Please fill in character description")).toBeVisible();
  await editor.getByLabel("Role").fill("");
  await editor.getByRole("button", { name: "Save Character" }).click();
  await expect(editor.getByText("Please fill in name and role fields")).toBeVisible();
  await snapViewport(page, "sequel-character-editor");
  await editor.getByLabel("Role").fill("Chief engineer");
  await editor.getByLabel("Description").fill("Older, slower, and still the best engineer aboard.");
  await editor.getByLabel("Type").selectOption("minor");
  await editor.getByRole("button", { name: "Save Character" }).click();
  await expect(result.getByText("Chief engineer")).toBeVisible();

  await result.getByRole("button", { name: "Add Character" }).click();
  const adder = page.getByRole("dialog", { name: "Add Character" });
  await adder.getByLabel("Name").fill("Ada Lovelace");
  await adder.getByLabel("Role").fill("Navigator");
  await adder.getByRole("switch", { name: "Real person" }).click();
  await adder.getByRole("button", { name: "Save Character" }).click();
  await expect(adder).toBeHidden();
  await expect(result.getByText(/Ada Lovelace appears in this story/)).toBeVisible();

  const before = await result.getByRole("button", { name: /^Delete / }).count();
  await result.getByRole("button", { name: "Delete Ilse Marr" }).click();
  await expect(result.getByRole("button", { name: /^Delete / })).toHaveCount(before - 1);

  await result.getByRole("button", { name: "Create Game" }).click();
  await expect(page).toHaveURL(/\/edit\/[\w-]+$/);
  const id = page.url().split("/").pop() as string;
  expect(id).not.toBe(originalId);
  const game = await (await page.request.get(`/api/games/${id}`)).json();
  expect(game).toMatchObject({
    title: "Long Way Home: The Sequel",
    genre: "science-fiction",
    hasStructuredStory: true,
    chapterCount: 25,
  });
  expect(game.description).toMatch(/^The sequel to "Long Way Home"\./);
  const names = game.characters.map((c: { name: string }) => c.name);
  expect(names).toContain("Ada Lovelace");
  expect(names).not.toContain("Ilse Marr");
  expect(game.characters.find((c: { name: string }) => c.name === "Tobin")).toMatchObject({
    role: "Chief engineer",
    characterType: "minor",
  });
  const chapters = await (await page.request.get(`/api/games/${id}/story-outline-chapters`)).json();
  expect(chapters).toHaveLength(25);
  await expectEditorShows(page, "Long Way Home: The Sequel");
});

test("Create Story Sequel: a new original clears the result; Save Failed; on a phone", async ({ page }) => {
  test.setTimeout(60_000);
  await signUp(page, newUser("Tove"));
  await makeOriginal(page.request, "First Voyage");
  await makeOriginal(page.request, "Second Voyage");
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/create-sequel");
  await page.getByLabel("Original story", { exact: true }).selectOption({ label: "First Voyage" });
  await expect(page.getByLabel("Sequel title")).toHaveValue("First Voyage: The Sequel");
  await page.getByRole("button", { name: "Short (10)" }).click();
  await page.getByLabel("Sequel concept").fill("The crew splits up to chase two different signals home.");
  await page.getByRole("button", { name: "Generate Sequel Outline" }).click();
  const result = page.getByRole("region", { name: "Your Sequel Outline" });
  await expect(result).toBeVisible();
  await expectAccessible(page);
  await snap(page, "sequel-phone-result");

  // A new original clears the result.
  await page.getByLabel("Original story", { exact: true }).selectOption({ label: "Second Voyage" });
  await expect(page.getByRole("heading", { name: "Ready to Generate" })).toBeVisible();
  await expect(page.getByLabel("Sequel title")).toHaveValue("Second Voyage: The Sequel");
  await page.getByRole("button", { name: "Generate Sequel Outline" }).click();
  await expect(result).toBeVisible();

  // Refused (400): the server's reason. Failed otherwise: the spec's words. Nothing is left over.
  let answer: { status: number; message: string } | null = { status: 400, message: "Title too long" };
  await page.route("**/api/games", (route) =>
    route.request().method() === "POST" && answer
      ? route.fulfill({
          status: answer.status,
          contentType: "application/json",
          body: JSON.stringify({ message: answer.message }),
        })
      : route.continue(),
  );
  await result.getByRole("button", { name: "Create Game" }).click();
  await expectToast(page, "Save Failed", "Title too long");
  answer = { status: 500, message: "Internal Server Error" };
  await result.getByRole("button", { name: "Create Game" }).click();
  await expectToast(page, "Save Failed", "Failed to save sequel as new game. Please try again.");
  await expect(page).toHaveURL(/\/create-sequel$/);

  // Pressed again once the server is well: exactly one new game, with all its chapters.
  answer = null;
  await result.getByRole("button", { name: "Create Game" }).click();
  await expect(page).toHaveURL(/\/edit\/[\w-]+$/);
  const id = page.url().split("/").pop() as string;
  const mine = (await (await page.request.get("/api/games")).json()) as Array<{ title: string }>;
  expect(mine.map((g) => g.title).sort()).toEqual([
    "First Voyage",
    "Second Voyage",
    "Second Voyage: The Sequel",
  ]);
  const chapters = await (await page.request.get(`/api/games/${id}/story-outline-chapters`)).json();
  expect(chapters).toHaveLength(10);
  await expectEditorShows(page, "Second Voyage: The Sequel");
});
