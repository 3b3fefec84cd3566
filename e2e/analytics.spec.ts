import { type Browser, expect, type Page, test } from "@playwright/test";
import { action, card, createGame } from "./dashboard-support";
import { expectAccessible, newUser, signUp, snap } from "./support";

/**
 * Issue 34, "track their performance" made real: a creator publishes a written story, visitors
 * play it in browsers of their own, and the creator's analytics panel and stats card count them.
 */
test.describe.configure({ timeout: 180_000 });

const TITLE = "The Clockwork Key";

/** Two chapters; the brass door ends the story, the clockmaker's wait leaves a run in chapter 1. */
const STORY = {
  chapters: [
    {
      id: "ch-workshop",
      title: "The Workshop",
      scenes: [
        {
          id: "s-bench",
          title: "The Bench",
          description: "Wren picks up the clockwork key from the bench. It is still warm.",
          choices: [
            { id: "c-out", text: "Go out to the street", leadsToScene: "s-street" },
            { id: "c-stay", text: "Wait for the clockmaker", leadsToScene: "s-street" },
          ],
        },
        {
          id: "s-street",
          title: "The Lamplit Street",
          description: "Rain shines on the cobbles. The canal is close.",
          choices: [{ id: "c-canal", text: "Walk down to the canal", leadsToChapter: "ch-canal" }],
        },
      ],
    },
    {
      id: "ch-canal",
      title: "The Canal",
      scenes: [
        {
          id: "s-bank",
          title: "The Canal Bank",
          description: "Fog lies on the water. A brass door is set into the lock house wall.",
          choices: [{ id: "c-door", text: "Open the brass door", leadsToScene: "s-lock" }],
        },
        {
          id: "s-lock",
          title: "The Lock House",
          description: "Inside it is warm, and the key turns the great clock.",
          isEndingScene: true,
          choices: [],
        },
      ],
    },
  ],
};

const figure = (page: Page, id: string) => page.getByTestId(`figure-${id}`);

/** A visitor with no account plays the shared link in a browser of their own. */
async function visitorPlays(browser: Browser, shareSlug: string, choices: string[]) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`/play/${shareSlug}`);
  const number = page.getByTestId("scene-number");
  await expect(page.locator("#scene-heading")).toHaveText("The Bench", { timeout: 20_000 });
  for (const [i, choice] of choices.entries()) {
    await page.getByRole("button", { name: choice, exact: true }).click();
    await expect(number).toHaveText(`Scene ${i + 2}`, { timeout: 20_000 });
  }
  await context.close();
}

test("a creator sees their game's plays, endings and funnel change after visitors play it @both-databases", async ({
  page,
  browser,
}) => {
  await signUp(page, newUser("Ada"));
  const game = await createGame(page.request, { title: TITLE });
  const saved = await page.request.patch(`/api/games/${game.id}`, { data: { storyBeats: STORY } });
  expect(saved.ok(), await saved.text()).toBe(true);

  // Publish it from the dashboard; the stats card counts no plays yet.
  await page.goto("/");
  const gameCard = card(page, TITLE);
  await gameCard.getByRole("button", { name: "Publish Live" }).click();
  await expect(gameCard.getByRole("link", { name: "Open Game" })).toBeVisible();
  await expect(page.getByTestId("stats-plays")).toHaveText("0 plays0 finished");

  // The panel, from the card: no plays yet, and the link to share.
  await action(gameCard, "Analytics").click();
  await expect(page.getByRole("heading", { level: 1, name: `Analytics: ${TITLE}` })).toBeVisible();
  await expect(figure(page, "plays")).toHaveText("0");
  await expect(page.getByRole("heading", { name: "No plays yet — share your game's link" })).toBeVisible();
  await expect(page.getByLabel("Shareable link")).toHaveValue(new RegExp(`/play/${game.shareSlug}$`));
  await snap(page, "analytics-empty-1280");

  // One visitor plays to the ending; another stops in the first chapter. The creator's own
  // preview is a test run, and is not counted.
  await visitorPlays(browser, game.shareSlug, [
    "Go out to the street",
    "Walk down to the canal",
    "Open the brass door",
  ]);
  await visitorPlays(browser, game.shareSlug, ["Wait for the clockmaker"]);
  await page.goto(`/play/${game.shareSlug}?preview=true`);
  await expect(page.locator("#scene-heading")).toHaveText("The Bench", { timeout: 20_000 });

  // From Edit Game this time: the figures and the funnel have moved.
  await page.goto(`/edit/${game.id}`);
  await page.getByRole("link", { name: "Analytics" }).click();
  await expect(page.getByRole("heading", { level: 1, name: `Analytics: ${TITLE}` })).toBeVisible();
  await expect(figure(page, "plays")).toHaveText("2");
  await expect(figure(page, "players")).toHaveText("2");
  await expect(figure(page, "turns")).toHaveText("4");
  await expect(figure(page, "finished")).toHaveText("1");
  await expect(figure(page, "scenes")).toHaveText("3");

  const funnel = page.getByTestId("chart-funnel");
  await expect(funnel.getByRole("img")).toHaveAttribute(
    "aria-label",
    "Runs that reached each chapter: chapter 1 (The Workshop), 2; chapter 2 (The Canal), 1.",
  );
  // What a sighted creator reads off the bars: the chapters and their counts.
  // (a long name wraps onto two lines of the axis)
  await expect(funnel.locator(".recharts-cartesian-axis-tick-value")).toHaveText([
    /^Ch\. 1: The\s*Workshop$/,
    /^Ch\. 2: The\s*Canal$/,
  ]);
  await expect(funnel.locator(".recharts-label-list text")).toHaveText(["2", "1"]);

  const perDay = page.getByTestId("chart-plays-per-day").getByRole("img");
  await expect(perDay).toHaveAttribute(
    "aria-label",
    /^2 plays in the last 30 days; the busiest day was .+ with 2 plays\.$/,
  );
  const atBench = page.getByTestId("chart-top-choices").filter({ hasText: 'Most chosen at "The Bench"' });
  await expect(atBench.getByRole("img")).toHaveAttribute(
    "aria-label",
    /"Go out to the street", 1 pick; "Wait for the clockmaker", 1 pick/,
  );
  await expectAccessible(page);
  await snap(page, "analytics-panel-1280");
  // On a phone, as a creator opens it there.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(figure(page, "plays")).toHaveText("2");
  await expect(page.getByTestId("chart-funnel").locator(".recharts-label-list text")).toHaveText(["2", "1"]);
  await expect(atBench.locator(".recharts-label-list text")).toHaveText(["1", "1"]);
  await snap(page, "analytics-panel-390");
  await page.setViewportSize({ width: 1280, height: 800 });

  // The stats card sums the creator's games.
  await page.goto("/");
  await expect(page.getByTestId("stats-plays")).toHaveText("2 plays1 finished");
});

test("another creator's analytics are not found", async ({ page, browser }) => {
  await signUp(page, newUser("Owner"));
  const game = await createGame(page.request, { title: "Private Figures" });

  const context = await browser.newContext();
  const other = await context.newPage();
  await signUp(other, newUser("Other"));
  expect((await other.request.get(`/api/games/${game.id}/analytics`)).status()).toBe(404);
  await other.goto(`/analytics/${game.id}`);
  await expect(other.getByText("Game not found")).toBeVisible();
  await expect(other.getByTestId("figure-plays")).toHaveCount(0);
  await context.close();
});
