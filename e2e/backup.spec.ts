import { readFileSync } from "node:fs";
import { expect, type Page, test } from "@playwright/test";
import { action, card, createGame, expectToast, toasts } from "./dashboard-support";
import { expectAccessible, newUser, signUp, snap } from "./support";

test.describe.configure({ timeout: 90_000 });

const FILENAME = /^taleforge-backup-\d{8}-\d{6}-[a-z0-9]{6}\.zip$/;
const TITLE = "The Lantern of Hollow Vale";

const backupRows = (page: Page) => page.getByRole("list", { name: "Backups" }).getByTestId("backup-row");

async function phoneSnap(page: Page, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  await snap(page, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test("back up, download, delete the game, restore it as a draft and play it", async ({ page }) => {
  await signUp(page, newUser("Ada"));
  await createGame(page.request, { title: TITLE });
  await page.reload();

  // The dashboard header's Backup Manager leads to /backup.
  await page.getByRole("banner").getByRole("link", { name: "Backup Manager" }).click();
  await expect(page).toHaveURL(/\/backup$/);
  await expect(page.getByRole("heading", { name: "Backup Manager", level: 1 })).toBeVisible();

  // No backups yet: the empty state, and the info cards.
  const about = page.getByRole("list", { name: "About backups" });
  await expect(about.getByText("Automatically every 6 hours")).toBeVisible();
  await expect(
    about.getByText(
      "7 days: your newest 28 automatic backups are kept, and apart from them your newest 10 made with Create Backup Now.",
    ),
  ).toBeVisible();
  await expect(about.getByText("No backups yet")).toBeVisible();
  await expect(page.getByRole("heading", { name: "No backups yet" })).toBeVisible();
  await expectAccessible(page);
  await snap(page, "backup-empty-1280");
  await phoneSnap(page, "backup-empty");

  // Create Backup Now: it is listed with its name, size and date.
  await page.getByRole("button", { name: "Create Backup Now" }).click();
  await expectToast(page, "Backup Created");
  await expect(backupRows(page)).toHaveCount(1);
  const row = backupRows(page).first();
  const filename = (await row.locator("p.font-mono").textContent()) ?? "";
  expect(filename).toMatch(FILENAME);
  await expect(row.getByText(/^\d+(\.\d)? (B|KB)$/)).toBeVisible();
  await expect(row.locator("time")).toContainText(String(new Date().getFullYear()));
  await expect(row.getByText("1 game", { exact: true })).toBeVisible();
  await expect(row.getByText("Manual")).toBeVisible();
  await expect(about.getByText("No backups yet")).toHaveCount(0);

  // Nothing changed: Create Backup Now answers the newest backup instead of copying it.
  await page.getByRole("button", { name: "Create Backup Now" }).click();
  await expectToast(page, "Backup Up to Date");
  await expect(backupRows(page)).toHaveCount(1);

  // A second game, then a second backup, so that the list has more than one to show.
  const second = await createGame(page.request, { title: "Brass Sails" });
  await page.getByRole("button", { name: "Create Backup Now" }).click();
  await expectToast(page, "Backup Created");
  await expect(backupRows(page)).toHaveCount(2);
  await expect(backupRows(page).first().getByText("2 games", { exact: true })).toBeVisible();
  await expectAccessible(page);
  await snap(page, "backup-list-1280");
  await phoneSnap(page, "backup-list");
  expect((await page.request.delete(`/api/games/${second.id}`)).status()).toBe(200);

  // Download: the first backup's zip, under its own name, byte for byte what the server holds.
  const downloading = page.waitForEvent("download");
  await backupRows(page)
    .filter({ hasText: filename })
    .getByRole("button", { name: `Download ${filename}` })
    .click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(filename);
  const saved = test.info().outputPath(filename);
  await download.saveAs(saved);
  const bytes = readFileSync(saved);
  expect(bytes.subarray(0, 4).toString("latin1")).toBe("PK\u0003\u0004");
  const served = await page.request.get(`/api/backup/download/${filename}`);
  expect(Buffer.compare(bytes, await served.body())).toBe(0);

  // The game is deleted on the dashboard.
  await page.getByRole("link", { name: "Back to Studio" }).click();
  const lantern = card(page, TITLE);
  await action(lantern, "Delete game").click();
  // The dashboard reloads itself once the toast has been read (spec 000 §4).
  const reloaded = page.waitForEvent("load");
  await page
    .getByRole("dialog", { name: "Delete Game" })
    .getByRole("button", { name: "Delete Game" })
    .click();
  await expectToast(page, "Game Deleted!");
  await reloaded;
  await expect(page.getByRole("heading", { name: "No Adventures Yet" })).toBeVisible();

  // Restore the downloaded archive: its games are listed first, each with where it stands, and
  // the summary says what came back.
  await page.getByRole("banner").getByRole("link", { name: "Backup Manager" }).click();
  const restore = page.getByRole("region", { name: "Restore a Backup" });
  await restore.getByLabel("Backup file").setInputFiles(saved);
  const listed = restore.getByTestId("archive-game");
  await expect(listed).toHaveCount(1);
  await expect(listed).toContainText(TITLE);
  await expect(listed).toContainText("Not in your studio");
  await expect(listed.getByRole("checkbox")).toBeChecked();
  await expect(restore.getByText("1 of 1 game chosen")).toBeVisible();
  await snap(page, "backup-restore-choice-1280");
  const restored = page.waitForResponse("**/api/backup/restore?games=0");
  await restore.getByRole("button", { name: "Restore 1 game" }).click();
  expect((await restored).status()).toBe(200);
  const summary = restore.getByRole("status");
  await expect(summary).toContainText("Restored 1 game as a draft");
  await expect(summary).toContainText(TITLE);
  await expect(summary).toContainText("With 2 characters.");
  await snap(page, "backup-restored-1280");

  // Back on the dashboard as a draft that says where it came from, and it plays.
  await summary.getByRole("link", { name: "See them in your studio" }).click();
  const back = card(page, TITLE);
  await expect(back.getByText("Draft", { exact: true })).toBeVisible();
  await expect(back.getByTestId("restored-note")).toContainText("Restored from the backup of");
  await expect(page.getByRole("button", { name: "Drafts (1)" })).toBeVisible();
  const opening = page.waitForEvent("popup");
  await action(back, "Launch game in a new tab").click();
  const play = await opening;
  await expect(play).toHaveURL(/\/play\/the-lantern-of-hollow-vale-[a-z0-9]{6}\?preview=true/);
  await expect(play.getByRole("heading", { level: 1, name: TITLE })).toBeVisible({ timeout: 20_000 });
  await expect(play.getByTestId("scene-text")).not.toBeEmpty();
  await play.close();

  // Edit Game says it too.
  await action(back, "Edit game").click();
  await expect(page.getByRole("heading", { name: "Edit Game", level: 1 })).toBeVisible();
  await expect(page.getByTestId("restored-note")).toContainText("Restored from the backup of");

  // A listed backup restores where it is: the restored game is already there, unchanged, and
  // left out until chosen.
  await page.goto("/backup");
  await backupRows(page)
    .filter({ hasText: filename })
    .getByRole("button", { name: `Restore ${filename}` })
    .click();
  const dialog = page.getByRole("dialog", { name: "Restore Backup" });
  const again = dialog.getByTestId("archive-game");
  await expect(again).toContainText("Already in your studio, unchanged");
  await expect(again.getByRole("checkbox")).not.toBeChecked();
  await expect(dialog.getByRole("button", { name: "Restore 0 games" })).toBeDisabled();
  await expectAccessible(page);
  await snap(page, "backup-restore-dialog-1280");
  await again.getByRole("checkbox").check();
  await dialog.getByRole("button", { name: "Restore 1 game" }).click();
  await expect(dialog.getByRole("status")).toContainText("Restored 1 game as a draft");
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(dialog).toHaveCount(0);
  expect(await (await page.request.get("/api/games")).json()).toHaveLength(2);
});

test("a damaged file is refused with the reason, and nothing is imported", async ({ page }) => {
  await signUp(page, newUser("Bo"));
  await page.goto("/backup");
  const restore = page.getByRole("region", { name: "Restore a Backup" });
  await restore.getByLabel("Backup file").setInputFiles({
    name: "taleforge-backup-20260101-000000-abcdef.zip",
    mimeType: "application/zip",
    buffer: Buffer.from("not a zip at all"),
  });
  await expect(restore.getByRole("alert")).toHaveText("The backup file is damaged or is not a zip archive");
  expect(await (await page.request.get("/api/games")).json()).toEqual([]);
});

test("a failed backup says so, and an ended session shows the Access Error", async ({ page }) => {
  await signUp(page, newUser("Cy"));
  await page.goto("/backup");
  await expect(page.getByRole("heading", { name: "No backups yet" })).toBeVisible();
  await page.route("**/api/backup/create", (route) =>
    route.fulfill({
      status: 500,
      contentType: "application/json",
      body: '{"message":"Internal Server Error"}',
    }),
  );
  await page.getByRole("button", { name: "Create Backup Now" }).click();
  await expectToast(page, "Backup Failed", "Failed to create backup");
  await expect(page.getByRole("button", { name: "Create Backup Now" })).toBeEnabled();

  // The session ends while the page is open: the next refresh of the list meets a 401.
  await page.route("**/api/backup/list", (route) =>
    route.fulfill({ status: 401, contentType: "application/json", body: '{"message":"Unauthorized"}' }),
  );
  await page.reload();
  await expect(page.getByRole("alert").filter({ hasText: "Access Error" })).toContainText(
    "Unable to access backup system, ensure you're logged in",
  );
});

test("a download that fails says why and saves nothing", async ({ page }) => {
  await signUp(page, newUser("Di"));
  await createGame(page.request, { title: TITLE });
  expect((await page.request.post("/api/backup/create")).status()).toBe(200);
  // A backup the list still shows but the server no longer has (say, pruned meanwhile).
  const gone = "taleforge-backup-20260101-000000-gone00.zip";
  await page.route("**/api/backup/list", async (route) => {
    const answer = await route.fetch();
    if (!answer.ok()) return route.fulfill({ response: answer });
    const list = await answer.json();
    await route.fulfill({
      json: [
        ...list,
        { filename: gone, size: 2048, date: "2026-01-01T00:00:00.000Z", automatic: true, gameCount: 1 },
      ],
    });
  });
  const downloads: string[] = [];
  page.on("download", (d) => downloads.push(d.suggestedFilename()));
  await page.goto("/backup");
  await expect(backupRows(page)).toHaveCount(2);

  const missing = page.waitForResponse(`**/api/backup/download/${gone}`);
  await page.getByRole("button", { name: `Download ${gone}` }).click();
  expect((await missing).status()).toBe(404);
  await expectToast(page, "Backup Not Found");
  await expect(toasts(page)).toContainText("Backup not found. It may have been replaced by a newer backup");

  // The session ends while the page is open: the download says so, and the page shows the Access Error.
  await page.context().clearCookies();
  const real = (await backupRows(page).first().locator("p.font-mono").textContent()) ?? "";
  const refused = page.waitForResponse(`**/api/backup/download/${real}`);
  await page.getByRole("button", { name: `Download ${real}` }).click();
  expect((await refused).status()).toBe(401);
  await expectToast(page, "Access Error", "Unable to access backup system, ensure you're logged in");
  await expect(page.getByRole("alert").filter({ hasText: "Access Error" })).toBeVisible();
  expect(downloads).toEqual([]);
});

test("signed out, /backup invites to sign in rather than showing an error (issue 30 item 2)", async ({
  page,
}) => {
  await page.goto("/backup");
  const invite = page.getByRole("region", { name: "Sign in to see your backups" });
  await expect(invite).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "Access Error" })).toHaveCount(0);
  await expect(invite.getByRole("link", { name: "Sign In" })).toHaveAttribute(
    "href",
    "/api/login?returnTo=%2Fbackup",
  );
  await expectAccessible(page);
  await snap(page, "backup-signed-out-1280");
});
