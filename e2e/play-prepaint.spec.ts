import { type APIRequestContext, expect, type Page, test } from "@playwright/test";

// ADR 036: a play link that names its run (`?session=`, the spec's links) arrives with the newest
// scene drawn by the server, before any of the app's code has run; React then takes over in place.

const DEMO_TITLE = "The Lantern of Hollow Vale";
const ACTIONS = ["Look around", "Search the forest path", "Follow the old road"];

type Session = { sessionToken: string; sceneTitle: string | null; currentScene: string };

/** A demo run three turns in, played through the API as another tab would. */
async function playedRun(request: APIRequestContext): Promise<Session> {
  const start = await request.post("/api/sessions/start", { data: { gameSlug: "demo-adventure" } });
  const { sessionToken } = (await start.json()) as Session;
  for (const action of ACTIONS) {
    const res = await request.post(`/api/sessions/${sessionToken}/action`, { data: { action } });
    expect(res.ok()).toBe(true);
  }
  return (await (await request.get(`/api/sessions/${sessionToken}`)).json()) as Session;
}

const paragraphs = (text: string) =>
  text
    .split(/\n+/)
    .map((p) => p.trim())
    .filter(Boolean);
/** The scene's words as the page shows them: emphasis marks drawn, not written. */
const plain = (text: string) => text.replace(/[*_]/g, "");

async function headingBox(page: Page) {
  const box = await page.locator("#scene-heading").boundingBox();
  expect(box).not.toBeNull();
  return box as NonNullable<typeof box>;
}

async function opensInPlace(page: Page, screen: string) {
  const run = await playedRun(page.request);
  const link = `/play/demo-adventure?session=${run.sessionToken}`;

  // The app's scripts never arrive: what shows is the server's page alone.
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await page.goto(link);
  await expect(page.getByRole("heading", { level: 1, name: DEMO_TITLE })).toBeVisible();
  await expect(page.getByTestId("scene-number")).toHaveText("Scene 4");
  await expect(page.locator("#scene-heading")).toHaveText(run.sceneTitle ?? "");
  const shown = page.getByTestId("scene-text").locator("p");
  await expect(shown).toHaveText(paragraphs(run.currentScene).map(plain));
  await expect(page.getByText(`You: ${ACTIONS[2]}`)).toBeVisible();
  // No choices before the app: they are React's.
  await expect(page.locator("[data-action]")).toHaveCount(0);
  const painted = await headingBox(page);
  await page.screenshot({ path: `test-results/screens/prepaint-${screen}-scripts-blocked.png` });

  // With its scripts, the same scene where it was, with its choices under it and the run above.
  await page.unroute(/\.js(\?|$)/);
  // The run came with the page: the app asks the server for neither the session nor its scenes.
  const asked: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes(`/api/sessions/${run.sessionToken}`)) asked.push(request.url());
  });
  await page.goto(link);
  await expect(page.locator("[data-action]").first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator("#scene-heading")).toHaveText(run.sceneTitle ?? "");
  await expect(shown).toHaveText(paragraphs(run.currentScene).map(plain));
  await expect(page.getByTestId("transcript-action").last()).toHaveText(`You: ${ACTIONS[2]}`);
  // The app's first frame lands the scene where the server's page drew it (the run's end held
  // in place for 2 s while the scenes above are measured).
  expect(asked).toEqual([]);
  const app = await headingBox(page);
  expect(Math.abs(app.y - painted.y)).toBeLessThanOrEqual(2);
  expect(Math.abs(app.x - painted.x)).toBeLessThanOrEqual(1);
  await page.screenshot({ path: `test-results/screens/prepaint-${screen}-app.png` });
}

test("a ?session= link shows its newest scene before the app runs, and the app takes over in place", async ({
  page,
}) => {
  await opensInPlace(page, "desktop");
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("a ?session= link shows its newest scene before the app runs, and the app takes over in place", async ({
    page,
  }) => {
    await opensInPlace(page, "phone");
  });
});
