import { fileURLToPath } from "node:url";
import { expect, type Page, test } from "@playwright/test";
import { newUser, signUp } from "./support";

/**
 * Issue 35 item 4: a SugarCube story and a Harlowe story, written as published ones are
 * (server/features/open-formats/fixtures), imported from the dashboard as an author does; the
 * notes name what was taken out, the Endings list shows the ending passages, and the play
 * screen shows prose only — no macro, variable or emphasis mark — with the italic and bold the
 * marks stood for (ADR 035).
 */

test.describe.configure({ timeout: 150_000 });

const fixture = (name: string) =>
  fileURLToPath(new URL(`../server/features/open-formats/fixtures/${name}`, import.meta.url));

const sceneText = (page: Page) => page.getByTestId("scene-text");
const sceneHeading = (page: Page) => page.locator("#scene-heading");
const sceneNumber = (page: Page) => page.getByTestId("scene-number");

/** Imports a file from the dashboard; the report dialog, its notes open. */
async function importFile(page: Page, file: string, title: string, shot: string) {
  await page.goto("/");
  await page.getByRole("button", { name: "Import Story" }).click();
  const dialog = page.getByRole("dialog", { name: "Import a Story" });
  await dialog.getByLabel("Story file").setInputFiles(fixture(file));
  await page.screenshot({ path: `/tmp/a-${shot}-form.png` });
  await dialog.getByRole("button", { name: "Import Story" }).click();
  const report = dialog.getByRole("status");
  await expect(report).toContainText(`Imported “${title}” as a draft`);
  await report.getByText(/\d+ notes/).click();
  await page.screenshot({ path: `/tmp/a-${shot}-notes.png` });
  return { dialog, report };
}

/** What a player must never see in a scene. */
async function expectPlainProse(page: Page) {
  const text = ((await sceneText(page).textContent()) ?? "").trim();
  for (const mark of ["<<", ">>", "(set:", "(if:", "//", "''", "*", "$"]) expect(text).not.toContain(mark);
  // The drop cap lands on a letter.
  expect(text).toMatch(/^\p{L}/u);
  return text;
}

async function choose(page: Page, text: string) {
  const before = Number((await sceneNumber(page).textContent())?.replace(/\D/g, ""));
  await page.getByRole("button", { name: text, exact: true }).click();
  await expect(sceneNumber(page)).toHaveText(`Scene ${before + 1}`, { timeout: 20_000 });
}

/** From the report to the Story Editor: the ending passages are in the Endings list. */
async function expectEndings(
  page: Page,
  dialog: ReturnType<Page["getByRole"]>,
  endings: string[],
  shot: string,
) {
  await dialog.getByRole("link", { name: "Open in Story Editor" }).click();
  await expect(page.getByRole("heading", { name: "Story Editor", level: 1 })).toBeVisible();
  const list = page.getByRole("region", { name: "Endings" }).getByRole("list", { name: "Endings" });
  for (const title of endings) await expect(list).toContainText(title);
  await expect(page.getByText("No endings yet")).toHaveCount(0);
  await page.getByRole("region", { name: "Endings" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: `/tmp/a-${shot}-endings.png` });
}

/** Preview from the opening scene, as the author does from the editor. */
async function previewOpening(page: Page, opening: string) {
  await page
    .getByRole("list", { name: /^Scenes of chapter/ })
    .getByRole("button", { name: opening })
    .click();
  // The playtest runs inside the editor (ADR 034): the play screen in a dialog over it.
  await page.getByRole("article").getByRole("button", { name: "Preview from here" }).click();
  await expect(page.getByRole("dialog", { name: /^Playtest · / })).toBeVisible();
  await expect(sceneHeading(page)).toHaveText(opening, { timeout: 20_000 });
}

test("a SugarCube story imports as prose: notes name what was removed, endings listed, play shows no macros @both-databases", async ({
  page,
}) => {
  await signUp(page, newUser("Sela"));
  const { dialog, report } = await importFile(page, "salt-mine.twee", "The Salt Mine", "sugarcube");
  await expect(report).toContainText("9 passages became scenes in 1 chapter.");
  await expect(report).toContainText(
    'Line 16: the special passage "StoryInit" is kept for the next export; players do not see it',
  );
  await expect(report).toContainText('<<print "You feel the weight of the rock.">> (line 61)');
  await expect(report).toContainText(
    "became effects of the choices leading here: <<set $health to $health - 2>> (line 58)",
  );
  await expect(report).toContainText('it leads to a new scene "Crack" marked to write');

  await expectEndings(page, dialog, ["Collapsed Drift", "Flooded Level"], "sugarcube");
  await previewOpening(page, "Pithead");
  const opening = await expectPlainProse(page);
  expect(opening).toContain(
    "The cage hangs over the shaft on a single rope. The foreman is nowhere to be seen.",
  );
  // `//single//` is italic, `''nowhere''` bold.
  await expect(sceneText(page).locator("em")).toHaveText(["single"]);
  await expect(sceneText(page).locator("strong")).toHaveText(["nowhere"]);
  await page.screenshot({ path: "/tmp/a-sugarcube-play.png", fullPage: true });

  // The lantern: a choice into the shed, whose conditional text kept its first branch.
  await choose(page, "Take the lantern");
  await expect(sceneHeading(page)).toHaveText("Lamp Shed");
  expect(await expectPlainProse(page)).toContain("It throws a weak, yellow light.");
  await expect(page.getByRole("region", { name: "Inventory" })).toContainText("Lantern");
  await choose(page, "Ride the cage down");
  await expect(sceneHeading(page)).toHaveText("Gallery");
  const gallery = await expectPlainProse(page);
  expect(gallery).toContain("Salt glitters on every wall.");
  // `<<link>>` became a choice.
  await expect(page.getByRole("button", { name: "Follow the rails", exact: true })).toBeVisible();
  await page.screenshot({ path: "/tmp/a-sugarcube-gallery.png", fullPage: true });
});

test("a Harlowe story imports as prose: hooks without macros, endings listed, play shows no macros @both-databases", async ({
  page,
}) => {
  await signUp(page, newUser("Hale"));
  const { dialog, report } = await importFile(page, "glass-orchard.twee", "The Glass Orchard", "harlowe");
  await expect(report).toContainText(
    'Line 15: the special passage "Startup" is kept for the next export; players do not see it',
  );
  await expect(report).toContainText("conditional text, its first branch kept: (if: $visited) (line 33)");
  await expect(report).toContainText('it leads to a new scene "Greenhouse" marked to write');

  await expectEndings(page, dialog, ["Epilogue"], "harlowe");
  await previewOpening(page, "Gate");
  const gate = await expectPlainProse(page);
  expect(gate).toContain("The gate is locked, but the hinges are rusted through.");
  // `''locked''` and `**rusted through**` bold, `//glass//` and `*ring*` italic.
  await expect(sceneText(page).locator("strong")).toHaveText(["locked", "rusted through"]);
  await expect(sceneText(page).locator("em")).toHaveText(["glass", "ring"]);
  expect(gate).toContain("You have been here before.");
  expect(gate).not.toContain("never seen anything like it");
  await page.screenshot({ path: "/tmp/a-harlowe-play.png", fullPage: true });

  // `(link-goto:)` became a choice; the wall's `(set:)` is the choice's effect.
  await choose(page, "Walk along the wall");
  await expect(sceneHeading(page)).toHaveText("Wall");
  expect(await expectPlainProse(page)).toContain("The wall hums when you touch it.");
  await expect(page.getByRole("region", { name: "Inventory" })).toContainText("Glass apple");
  await choose(page, "Back to the gate");
  await choose(page, "Push the gate");
  await expect(sceneHeading(page)).toHaveText("Orchard");
  const orchard = await expectPlainProse(page);
  expect(orchard).toContain("The trees lean toward the apple in your pocket.");
  await page.screenshot({ path: "/tmp/a-harlowe-orchard.png", fullPage: true });
});
