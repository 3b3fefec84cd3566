import { expect, type Page, test } from "@playwright/test";
import { expectAccessible, snap } from "./support";

const DEMO = "/play/demo-adventure";
const DEMO_TITLE = "The Lantern of Hollow Vale";
const PHONE = { width: 390, height: 844 };

const sceneNumber = (page: Page) => page.getByTestId("scene-number").last();
const choiceButtons = (page: Page) =>
  page.getByRole("list", { name: "Or choose a specific action:" }).getByRole("button");
const toasts = (page: Page) => page.getByRole("region", { name: /Notifications/, includeHidden: true });
const header = (page: Page) => page.locator("header[data-play-header]");

async function box(locator: ReturnType<Page["locator"]>) {
  const b = await locator.boundingBox();
  if (!b) throw new Error("not on screen");
  return b;
}

/** The first choice, brought on screen, is what a tap at its centre reaches (nothing over it). */
async function expectFirstChoiceUncovered(page: Page) {
  const choice = choiceButtons(page).first();
  await choice.scrollIntoViewIfNeeded();
  const hit = await choice.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const at = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return Boolean(at && el.contains(at));
  });
  expect(hit).toBe(true);
}

/** After a turn the scene's title is on screen, below the header, not under it, once the page has landed (still between two looks). */
async function expectSceneTitleInView(page: Page) {
  let lastY = -1;
  await expect
    .poll(
      async () => {
        const head = await box(header(page));
        const title = await box(sceneNumber(page));
        const y = await page.evaluate(() => window.scrollY);
        const still = y === lastY;
        lastY = y;
        return still && title.y >= head.y + head.height - 1 && title.y + title.height <= PHONE.height;
      },
      { intervals: [250] },
    )
    .toBe(true);
}

test("on a phone the header is one row of 56 px whose Menu names every action", async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto(DEMO);
  await expect(page.getByRole("heading", { level: 1, name: DEMO_TITLE })).toBeVisible({ timeout: 20_000 });
  expect((await box(header(page))).height).toBeLessThanOrEqual(56);
  // The whole title fits on a phone's row (in two lines).
  expect(
    await page
      .getByRole("heading", { level: 1 })
      .evaluate((el) => el.scrollWidth <= el.clientWidth && el.scrollHeight <= el.clientHeight),
  ).toBe(true);

  const menu = page.getByRole("button", { name: "Menu" });
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await menu.click();
  await expect(menu).toHaveAttribute("aria-expanded", "true");
  for (const name of ["Roll back", "Regenerate scene", "Save", "Load", "Download story", "Share this game"]) {
    await expect(page.getByRole("button", { name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole("button", { name: "Audio" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Images" })).toBeVisible();
  // The words are shown, not only read out.
  await expect(page.getByRole("button", { name: "Audio" })).toContainText("Audio");
  await snap(page, "play-phone-menu");
  await expectAccessible(page);
  await page.keyboard.press("Escape");
  await expect(menu).toHaveAttribute("aria-expanded", "false");
  await expect(menu).toBeFocused();

  // Save from the menu opens the save panel.
  await menu.click();
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByRole("dialog").getByRole("heading", { name: "Save Game" })).toBeVisible();
});

test("on a phone, after each turn the scene's title shows below the header and nothing covers the choices", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  await page.goto(DEMO);
  await expect(page.getByRole("heading", { level: 1, name: DEMO_TITLE })).toBeVisible({ timeout: 20_000 });

  await choiceButtons(page).first().click();
  await expect(sceneNumber(page)).toHaveText("Scene 2", { timeout: 15_000 });
  // The first auto-save is said once, in words…
  await expect(toasts(page).getByText("Progress Auto-Saved", { exact: true })).toBeVisible();
  await expectSceneTitleInView(page);
  await page.screenshot({ path: "test-results/screens/play-phone-after-turn.png" });
  await expectFirstChoiceUncovered(page);
  expect((await box(header(page))).height).toBeLessThanOrEqual(56);

  await expect(toasts(page).getByText("Progress Auto-Saved", { exact: true })).toHaveCount(0, {
    timeout: 10_000,
  });
  await choiceButtons(page).first().click();
  await expect(sceneNumber(page)).toHaveText("Scene 3", { timeout: 15_000 });
  // …later ones quietly, with a tick in the header.
  await expect(page.getByTestId("saved-tick")).toBeVisible();
  await expect(page.getByText("Scene 3 saved")).toBeAttached();
  await expect(toasts(page).getByText("Progress Auto-Saved", { exact: true })).toHaveCount(0);
  await expectSceneTitleInView(page);
  await page.screenshot({ path: "test-results/screens/play-phone-after-two-turns.png" });
  await expectFirstChoiceUncovered(page);
  await expectAccessible(page);
});

test("on a desktop the header is one row with every toggle on, and the title is whole", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() =>
    localStorage.setItem("taleforge.play-media.v1", JSON.stringify({ audioOn: true, imagesOn: true })),
  );
  await page.goto(DEMO);
  await expect(page.getByRole("heading", { level: 1, name: DEMO_TITLE })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole("button", { name: "Audio" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByRole("button", { name: "Images" })).toHaveAttribute("aria-pressed", "true");
  expect((await box(header(page))).height).toBeLessThanOrEqual(56);
  expect(
    await page.getByRole("heading", { level: 1 }).evaluate((el) => el.scrollWidth <= el.clientWidth),
  ).toBe(true);
  for (const name of ["Roll back", "Regenerate scene", "Save", "Download story"]) {
    await expect(page.getByRole("button", { name, exact: true })).toBeVisible();
  }
  await page.screenshot({ path: "test-results/screens/play-desktop-header.png" });
  await expectAccessible(page);
});
