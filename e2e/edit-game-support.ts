import { expect, type Page } from "@playwright/test";
import { expectToast } from "./dashboard-support";

/** Edit Game's parts, as a user finds them. */

/** Dialogs are laid over the viewport, so their screenshots are of the viewport. */
export const snapDialog = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screens/${name}.png` });
export const region = (page: Page, name: string) => page.getByRole("region", { name });
export const basics = (page: Page) => region(page, "Basic Information");
export const settings = (page: Page) => region(page, "Game Settings");
export const characterCards = (page: Page) => region(page, "Characters and Progression").getByRole("article");
export const titleField = (page: Page) => basics(page).getByLabel("Title", { exact: true });
export const saveButton = (page: Page) => page.getByRole("button", { name: "Save Changes" });
export const STORYLINE =
  "Wren, a young lamplighter, must relight the Lantern of Hollow Vale before the longest night swallows the valley.";

/** Save Changes went through: the toast, and nothing left unsaved. */
export async function expectSaved(page: Page) {
  await expectToast(page, "Game saved");
  await expect(page.getByRole("status").filter({ hasText: "All changes saved." })).toBeVisible();
}
