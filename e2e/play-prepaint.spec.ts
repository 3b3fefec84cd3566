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

/** The pre-paint alone: the app's scripts never arrive (inline ones run, as in a browser). */
async function prepaintOnly(page: Page) {
  const run = await playedRun(page.request);
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await page.goto(`/play/demo-adventure?session=${run.sessionToken}`);
  await expect(page.locator("[data-prepaint]")).toBeVisible();
  return run;
}

/**
 * Where the eyebrow's dot is against the chapter's name: on the chapter's line, just before it,
 * or out of the eyebrow's box (clipped) when the name wrapped to a line of its own.
 */
async function eyebrowDot(page: Page, chapter: string) {
  await page.getByTestId("chapter-title").evaluate((el, text) => {
    el.textContent = text;
  }, chapter);
  return page.getByTestId("chapter-title").evaluate((el) => {
    const dot = (el.previousElementSibling as HTMLElement).getBoundingClientRect();
    const name = el.getBoundingClientRect();
    const line = el.closest("p") as HTMLElement;
    const eyebrow = line.getBoundingClientRect();
    const number = (
      line.querySelector('[data-testid="scene-number"]') as HTMLElement
    ).getBoundingClientRect();
    return {
      shown: dot.right > eyebrow.left + 0.5,
      besideName: Math.abs(dot.top - name.top) < 2 && dot.right <= name.left + 0.5,
      nameWrapped: name.top > number.top + 2,
    };
  });
}

async function eyebrowHoldsItsDot(page: Page) {
  // A chapter short enough for the number's line: the dot between them.
  expect(await eyebrowDot(page, "The Cold Lantern")).toEqual({
    shown: true,
    besideName: true,
    nameWrapped: false,
  });
  // Too long for it: the name on the next line, no dot left dangling after "Scene 4".
  const long = await eyebrowDot(page, "The Market of Lost Lights and the Bells Under Water");
  expect(long.nameWrapped).toBe(true);
  expect(long.shown).toBe(false);
}

test.describe("on a phone, the pre-paint's leftovers (issue 33)", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("the scene's eyebrow leaves no dot dangling when the chapter wraps, drawn by the server or the app", async ({
    page,
  }) => {
    const run = await prepaintOnly(page);
    await eyebrowHoldsItsDot(page);
    await page.screenshot({ path: "test-results/screens/prepaint-phone-eyebrow-wrapped.png" });
    await page.unroute(/\.js(\?|$)/);
    await page.goto(`/play/demo-adventure?session=${run.sessionToken}`);
    await expect(page.locator("[data-action]").first()).toBeVisible({ timeout: 20_000 });
    await eyebrowHoldsItsDot(page);
  });

  test("the header's buttons are not drawn as empty boxes before the app draws their icons", async ({
    page,
  }) => {
    await prepaintOnly(page);
    const header = page.locator("[data-prepaint] header[data-play-header]");
    await expect(header.getByRole("heading", { level: 1 })).toBeVisible();
    // Every box with a border or a fill that shows holds an icon; none does before the app. (The
    // stats' pills, named by their titles, have a fill and their figures: not buttons.)
    const emptyBoxes = await header.evaluate((root) =>
      [...root.querySelectorAll<HTMLElement>("*")]
        .filter((el) => {
          const style = getComputedStyle(el);
          const box = el.getBoundingClientRect();
          const drawn =
            parseFloat(style.borderTopWidth) > 0 ||
            !/rgba\(0, 0, 0, 0\)|transparent/.test(style.backgroundColor);
          return (
            drawn &&
            style.visibility === "visible" &&
            box.width > 0 &&
            !el.querySelector("svg") &&
            el.tagName !== "HEADER" &&
            !el.title
          );
        })
        .map((el) => el.outerHTML.slice(0, 80)),
    );
    expect(emptyBoxes).toEqual([]);
    await page.screenshot({ path: "test-results/screens/prepaint-phone-header.png" });
  });

  test.describe("with the system's dark theme", () => {
    test.use({ colorScheme: "dark" });

    test("the pre-paint is dark, as the app will be; a saved light theme wins over the system's", async ({
      page,
    }) => {
      await prepaintOnly(page);
      await expect(page.locator("html")).toHaveClass(/\bdark\b/);
      const background = () =>
        page.locator("[data-prepaint]").evaluate((el) => getComputedStyle(el).backgroundColor);
      const dark = await background();
      await page.screenshot({ path: "test-results/screens/prepaint-phone-dark.png" });
      await page.addInitScript(() => localStorage.setItem("taleforge-theme", "light"));
      await page.reload();
      await expect(page.locator("[data-prepaint]")).toBeVisible();
      await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
      expect(await background()).not.toBe(dark);
    });
  });

  test("a saved dark theme is honoured on a light system", async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem("taleforge-theme", "dark"));
    await prepaintOnly(page);
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  });
});
