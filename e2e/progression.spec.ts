import { expect, type Locator, type Page, test } from "@playwright/test";
import { createGame, expectToast } from "./dashboard-support";
import { snapDialog } from "./edit-game-support";
import { expectAccessible, newUser, signUp } from "./support";

// Signs up, creates a game through the API, and goes through the dialog twice over.
test.describe.configure({ timeout: 90_000 });

/** The dialog's own scroll box must hold its content: nothing wider than the screen. */
async function expectNoHorizontalOverflow(page: Page, dialog: Locator) {
  const widths = await dialog.evaluate((el) => ({ scroll: el.scrollWidth, client: el.clientWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()?.width ?? 0,
  );
}

test("Character Progression: empty, an event added, reset to empty again", async ({ page }) => {
  await signUp(page, newUser("Ines"));
  const game = await createGame(page.request, { title: "The Lantern Keeper" });
  await page.goto(`/edit/${game.id}`);

  const opener = page.getByRole("button", { name: "Progression of Wren" });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "Wren Character Progression" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("No events yet")).toBeVisible();
  await expect(dialog.getByText(/also tracked automatically during gameplay/)).toBeVisible();
  const score = dialog.getByRole("progressbar", { name: "Progression score" });
  await expect(score).toHaveAttribute("aria-valuenow", "0");
  await expectAccessible(page);
  await snapDialog(page, "progression-empty-1280");

  // The three required fields, said in the spec's words, inline and as a toast.
  await dialog.getByRole("button", { name: "Add Event" }).click();
  const form = dialog.getByRole("form", { name: "Add an event for Wren" });
  await expect(form.getByLabel("Event type")).toBeFocused();
  await form.getByRole("button", { name: "Add Event" }).click();
  await expect(form.getByRole("alert")).toHaveText(
    "Required Fields Missing: Please fill in event type, description, and impact level",
  );
  await expectToast(
    page,
    "Required Fields Missing",
    "Please fill in event type, description, and impact level",
  );
  await expect(form.getByLabel("Event type")).toBeFocused();
  await snapDialog(page, "progression-required-1280");

  await form.getByLabel("Event type").selectOption("relationship");
  await form.getByLabel("Impact level").selectOption("life-changing");
  await form
    .getByLabel("What happened")
    .fill("Wren swore to Old Maud that the lantern would never go dark again.");
  await form.getByLabel("Related characters (optional)").fill("Old Maud");
  await form.getByLabel("Scene number (optional)").fill("4");
  // All three required fields filled: the alert has done its job.
  await expect(form.getByRole("alert")).toBeHidden();
  await expectAccessible(page);
  await snapDialog(page, "progression-form-1280");
  await form.getByRole("button", { name: "Add Event" }).click();

  await expect(form).toBeHidden();
  await expect(dialog.getByRole("button", { name: "Add Event" })).toBeFocused();
  await expect(score).toHaveAttribute("aria-valuenow", "35");
  const events = dialog.getByRole("listitem");
  await expect(events).toHaveCount(1);
  await expect(events.first()).toContainText("Relationship");
  await expect(events.first()).toContainText("Life-changing");
  await expect(events.first()).toContainText("Scene 4");
  await expect(events.first()).toContainText("Old Maud");
  await expect(events.first()).toContainText("Added by you");
  await expect(dialog.getByText("Wren swore to Old Maud", { exact: false }).first()).toBeVisible();
  await expectAccessible(page);
  await snapDialog(page, "progression-events-1280");
  // The dark theme, where the score and badge colours must keep their contrast too.
  await page.evaluate(() => document.documentElement.classList.add("dark"));
  await expectAccessible(page);
  await snapDialog(page, "progression-events-dark-1280");
  await page.evaluate(() => document.documentElement.classList.remove("dark"));

  // A phone: the dialog scrolls inside itself and nothing runs off the side.
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalOverflow(page, dialog);
  await snapDialog(page, "progression-events-390");
  await dialog.evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await snapDialog(page, "progression-events-390-end");
  await page.setViewportSize({ width: 1280, height: 800 });

  // Reset asks first; Cancel keeps everything.
  await dialog.getByRole("button", { name: "Reset Progression" }).click();
  const confirm = page.getByRole("dialog", { name: "Reset Progression?" });
  await expect(confirm).toContainText("Wren's one event");
  await expectAccessible(page);
  await snapDialog(page, "progression-reset-confirm-1280");
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(events).toHaveCount(1);

  await dialog.getByRole("button", { name: "Reset Progression" }).click();
  await confirm.getByRole("button", { name: "Reset Progression" }).click();
  await expect(confirm).toBeHidden();
  await expect(dialog.getByText("No events yet")).toBeVisible();
  await expect(score).toHaveAttribute("aria-valuenow", "0");

  // Escape closes it and gives focus back to the button that opened it.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

test("Character Progression: a failed add keeps the form and shows the server's message", async ({
  page,
}) => {
  await signUp(page, newUser("Tomas"));
  const game = await createGame(page.request, { title: "Bells Under Water" });
  await page.goto(`/edit/${game.id}`);
  await page.getByRole("button", { name: "Progression of Wren" }).click();
  const dialog = page.getByRole("dialog", { name: "Wren Character Progression" });
  await expect(dialog.getByText("No events yet")).toBeVisible();

  await page.route("**/add-event", (route) =>
    route.fulfill({
      status: 503,
      contentType: "application/json",
      body: '{"message":"The archive is busy"}',
    }),
  );
  await dialog.getByRole("button", { name: "Add Event" }).click();
  const form = dialog.getByRole("form", { name: "Add an event for Wren" });
  await form.getByLabel("Event type").selectOption("loss");
  await form.getByLabel("Impact level").selectOption("minor");
  await form.getByLabel("What happened").fill("Dropped the tinderbox in the river.");
  await form.getByRole("button", { name: "Add Event" }).click();
  await expectToast(page, "Failed to Add Event", "The archive is busy");
  await expect(form).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoHorizontalOverflow(page, dialog);
  await snapDialog(page, "progression-form-390");
});

test("progression fills in by itself while someone plays the game", async ({ page, browser }) => {
  await signUp(page, newUser("Noor"));
  const game = await createGame(page.request, { title: "The Lantern Keeper Plays" });
  const published = await page.request.patch(`/api/games/${game.id}/publish`);
  expect(published.ok(), await published.text()).toBe(true);
  const { shareSlug } = (await (await page.request.get(`/api/games/${game.id}`)).json()) as {
    shareSlug: string;
  };

  // A player with no account, in a browser of their own, talks to Old Maud.
  const player = await browser.newContext();
  const playPage = await player.newPage();
  await playPage.goto(`/play/${shareSlug}`);
  await expect(playPage.getByRole("heading", { level: 1, name: "The Lantern Keeper Plays" })).toBeVisible({
    timeout: 20_000,
  });
  const disclosure = playPage.getByRole("button", { name: "Write your own action" });
  for (const action of ["Talk to Old Maud", "Ask Old Maud about the lantern"]) {
    const number = Number(
      ((await playPage.getByTestId("scene-number").textContent()) ?? "").replace(/\D/g, ""),
    );
    if ((await disclosure.getAttribute("aria-expanded")) !== "true") await disclosure.click();
    await playPage.getByLabel("Your action").fill(action);
    await playPage.getByLabel("Your action").press("Enter");
    await expect(playPage.getByTestId("scene-number")).toHaveText(`Scene ${number + 1}`, { timeout: 15_000 });
  }
  await player.close();

  // The creator sees what happened to Old Maud in play, without adding anything.
  await page.goto(`/edit/${game.id}`);
  await page.getByRole("button", { name: "Progression of Old Maud" }).click();
  const dialog = page.getByRole("dialog", { name: "Old Maud Character Progression" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText("No events yet")).toBeHidden();
  const events = dialog.getByRole("listitem");
  await expect(events.first()).toBeVisible();
  await expect(events.first()).toContainText(/Scene \d+/);
  await expect(dialog.getByText("Recorded during play").first()).toBeVisible();
  await expect(dialog.getByRole("progressbar", { name: "Progression score" })).not.toHaveAttribute(
    "aria-valuenow",
    "0",
  );
  await snapDialog(page, "progression-from-play-1280");
});
