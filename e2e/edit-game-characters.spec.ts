import { expect, test } from "@playwright/test";
import { createGame, expectToast } from "./dashboard-support";
import { characterCards, expectSaved, saveButton, snapDialog } from "./edit-game-support";
import { expectAccessible, newUser, signUp } from "./support";

test.describe.configure({ timeout: 90_000 });

test("Create Character: the dialog's two messages, a fictional character, and a real person's biography", async ({
  page,
}) => {
  await signUp(page, newUser("Cato"));
  const { id } = await createGame(page.request, { title: "Harbour of Bells", description: "Bells." });
  await page.goto(`/edit/${id}`);
  await expect(characterCards(page)).toHaveCount(2);

  await page.getByRole("button", { name: "Add Character" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Character" });
  await expect(dialog.getByRole("radio", { name: /Fictional/ })).toBeChecked();
  await expect(dialog.getByLabel("Character type").locator("option")).toHaveCount(31);
  await expect(dialog.getByLabel("Character type")).toHaveValue("supporting");
  await dialog.getByRole("button", { name: "Create Character" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Name and role are required.");
  await expect(dialog.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");
  await dialog.getByLabel("Name").fill("Brother Aldo");
  await dialog.getByLabel("Role").fill("Bell-ringer");
  await dialog.getByRole("button", { name: "Create Character" }).click();
  await expect(dialog.getByRole("alert")).toHaveText(
    "Personality and background are required for fictional characters.",
  );
  await expect(dialog.getByLabel("Personality")).toHaveAttribute("aria-invalid", "true");
  await dialog.getByLabel("Character type").selectOption("sage");
  await dialog.getByLabel("Age").fill("70");
  await dialog.getByLabel("Personality").fill("Patient, deaf in one ear");
  await dialog.getByLabel("Background").fill("Has rung the drowned bells for fifty years.");
  await expectAccessible(page);
  await snapDialog(page, "edit-game-character-dialog");
  await dialog.getByRole("button", { name: "Create Character" }).click();
  await expect(dialog).toBeHidden();
  await expect(characterCards(page)).toHaveCount(3);
  const aldo = characterCards(page).nth(2);
  await expect(aldo.getByLabel("Name")).toHaveValue("Brother Aldo");
  await expect(aldo.getByLabel("Type")).toHaveValue("sage");

  // A real person: the biography is fetched into the description, and can be changed.
  await page.getByRole("button", { name: "Add Character" }).click();
  await dialog.getByRole("radio", { name: /Real person/ }).check();
  await expect(dialog.getByLabel("Personality")).toHaveCount(0);
  await expect(dialog.getByRole("button", { name: "Fetch biography" })).toBeDisabled();
  await dialog.getByLabel("Name").fill("Ada Lovelace");
  await dialog.getByLabel("Role").fill("Inventor");
  await dialog.getByRole("button", { name: "Fetch biography" }).click();
  const bio = dialog.getByLabel("Description (biography)");
  await expect(bio).toHaveValue(/Ada Lovelace/);
  await bio.press("End");
  await bio.pressSequentially(" She keeps a notebook of bell tunings.");
  await page.setViewportSize({ width: 390, height: 844 });
  // The page behind is locked while the dialog is open; the dialog itself must fit the phone.
  const box = await dialog.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
  await snapDialog(page, "edit-game-character-dialog-phone");
  await page.setViewportSize({ width: 1280, height: 800 });
  await expectAccessible(page);
  await snapDialog(page, "edit-game-character-dialog-real");
  await dialog.getByRole("button", { name: "Create Character" }).click();
  await expect(dialog).toBeHidden();
  await expect(characterCards(page)).toHaveCount(4);
  const ada = characterCards(page).nth(3);
  await expect(ada.getByRole("switch", { name: "Real person" })).toHaveAttribute("aria-checked", "true");
  await expect(ada.getByLabel("Description (biography)")).toHaveValue(/notebook of bell tunings/);

  // Saved at once, before Save Changes: both are on the server with their details.
  const game = await (await page.request.get(`/api/games/${id}`)).json();
  expect(game.characters).toHaveLength(4);
  expect(game.characters[2]).toMatchObject({ name: "Brother Aldo", characterType: "sage", age: 70 });
  expect(game.characters[3]).toMatchObject({ name: "Ada Lovelace", isRealPerson: true });

  // A failure says so in the server's words and keeps the dialog open.
  await page.route(`**/api/games/${id}/characters`, (route) =>
    route.fulfill({
      status: 400,
      contentType: "application/json",
      body: '{"message":"A game can have at most 30 characters"}',
    }),
  );
  await page.getByRole("button", { name: "Add Character" }).click();
  await dialog.getByRole("radio", { name: /Real person/ }).check();
  await dialog.getByLabel("Name").fill("Grace Hopper");
  await dialog.getByLabel("Role").fill("Admiral");
  await dialog.getByRole("button", { name: "Create Character" }).click();
  await expectToast(page, "Creation Failed", "A game can have at most 30 characters");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(characterCards(page)).toHaveCount(4);

  // Each named character's progression; the dialog names them.
  await characterCards(page).nth(2).getByRole("button", { name: "Progression of Brother Aldo" }).click();
  const progression = page.getByRole("dialog", { name: /Brother Aldo Character Progression/ });
  await expect(progression).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(progression).toBeHidden();

  // AI Generate adds three more, unsaved until Save Changes.
  await page.getByRole("button", { name: "AI Generate" }).click();
  await expectToast(page, "Characters Generated");
  await expect(characterCards(page)).toHaveCount(7);

  // The dialog's characters have their ids: a save keeps them as they are, not as copies.
  for (const c of await characterCards(page).all()) {
    const description = c.getByLabel(/^Description/);
    if (!(await description.inputValue())) await description.fill("Someone of the harbour.");
  }
  await saveButton(page).click();
  await expectSaved(page);
  const after = await (await page.request.get(`/api/games/${id}`)).json();
  const ids = after.characters.map((c: { id: string }) => c.id);
  expect(ids.slice(0, 4)).toEqual(game.characters.map((c: { id: string }) => c.id));
  expect(new Set(ids).size).toBe(7);
});
