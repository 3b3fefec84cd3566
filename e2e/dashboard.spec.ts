import { expect, test } from "@playwright/test";
import { action, card, cards, createGame, expectToast, listGames, toasts } from "./dashboard-support";
import { expectAccessible, newUser, signUp, snap } from "./support";

test.describe.configure({ timeout: 60_000 });

test("an empty studio: header, actions, stats, filters and the three empty states", async ({ page }) => {
  await signUp(page, newUser("Mira"));
  await expect(page.getByText("Manage your text adventures and track their performance.")).toBeVisible();

  const header = page.getByRole("banner");
  await expect(header.getByTestId("user-first-name")).toHaveText("Mira");
  await expect(header.locator("img")).toHaveAttribute("src", "/avatar-fallback.svg");
  // The Backup Manager (its journey: backup.spec.ts).
  await expect(header.getByRole("link", { name: "Backup Manager" })).toHaveAttribute("href", "/backup");
  // Logout posts to /api/logout (a GET there signs no one out).
  const logout = header.locator("form");
  await expect(logout).toHaveAttribute("action", "/api/logout");
  await expect(logout).toHaveAttribute("method", "post");
  await expect(logout.getByRole("button", { name: "Logout" })).toHaveAttribute("type", "submit");

  const actions = page.getByRole("navigation", { name: "Studio actions" });
  const links: Array<[string, string]> = [
    ["Try Demo", "/play/demo-adventure"],
    ["Continue Playing", "/saved-games"],
    ["Quick Start", "/quick-start"],
    ["New Adventure", "/create"],
    ["Create Sequel", "/create-sequel"],
    ["Load Save", "/load-save"],
  ];
  for (const [name, href] of links)
    await expect(actions.getByRole("link", { name })).toHaveAttribute("href", href);

  const stats = page.getByRole("region", { name: "Adventures Created" });
  await expect(stats.getByTestId("stats-total")).toHaveText("0");
  await expect(page.getByRole("button", { name: "All Games (0)" })).toHaveAttribute("aria-pressed", "true");

  await expect(page.getByRole("heading", { name: "No Adventures Yet" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Create Your First Adventure" })).toHaveAttribute(
    "href",
    "/create",
  );
  await expectAccessible(page);
  await snap(page, "dashboard-empty");

  await page.getByRole("button", { name: "Drafts (0)" }).click();
  await expect(page.getByRole("heading", { name: "No Drafts" })).toBeVisible();
  await page.getByRole("button", { name: "Published (0)" }).click();
  await expect(page.getByRole("heading", { name: "No Published Games" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "No Adventures Yet" })).toBeHidden();

  // The header's icon button switches the theme.
  await header.getByRole("button", { name: "Switch to dark theme" }).click();
  await expect(page.locator("html")).toHaveClass(/dark/);
  await expectAccessible(page);
  await snap(page, "dashboard-empty-dark");
  await header.getByRole("button", { name: "Switch to light theme" }).click();

  await actions.getByRole("link", { name: "Continue Playing" }).click();
  await expect(page).toHaveURL(/\/saved-games$/);
});

test("reloading the studio shows its loader, not the landing page, while sign-in is checked", async ({
  page,
}) => {
  await signUp(page, newUser("Tam"));
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/auth/user", async (route) => {
    await held;
    await route.continue();
  });
  await page.reload();
  await expect(page.getByRole("status").filter({ hasText: "Loading your creative studio..." })).toBeVisible();
  await expect(page.getByRole("heading", { name: /Forge stories/ })).toHaveCount(0);
  await snap(page, "dashboard-signing-in");
  release();
  await expect(page.getByRole("heading", { name: "Your Creative Studio" })).toBeVisible();
  await expect(page.getByText("Loading your creative studio...")).toHaveCount(0);
});

test("a profile image that fails to load falls back to the default avatar", async ({ page }) => {
  await signUp(page, newUser("Ona"));
  // The account has no image of its own: give it one whose address answers 404.
  await page.route("**/api/auth/user", async (route) => {
    const response = await route.fetch();
    const user = await response.json();
    await route.fulfill({ response, json: { ...user, profileImageUrl: "/no-such-avatar.png" } });
  });
  await page.route("**/no-such-avatar.png", (route) => route.fulfill({ status: 404, body: "" }));
  const asked = page.waitForRequest((r) => r.url().endsWith("/no-such-avatar.png"));
  await page.reload();
  await asked;
  const avatar = page.getByRole("banner").locator("img");
  await expect(avatar).toHaveAttribute("src", "/avatar-fallback.svg");
  await expect.poll(() => avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test("while games load, six skeleton cards show", async ({ page }) => {
  await signUp(page, newUser("Lio"));
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/api/games", async (route) => {
    await held;
    await route.continue();
  });
  await page.reload();
  await expect(page.getByTestId("game-card-skeleton")).toHaveCount(6);
  await expect(page.getByRole("status", { name: "Loading your games" })).toBeVisible();
  // No "0 adventures" guessed while they load.
  await expect(page.getByTestId("stats-total")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "All Games", exact: true })).toBeVisible();
  await snap(page, "dashboard-loading");
  release();
  await expect(page.getByTestId("stats-total")).toHaveText("0");
  await expect(page.getByRole("heading", { name: "No Adventures Yet" })).toBeVisible();
  await expect(page.getByTestId("game-card-skeleton")).toHaveCount(0);
});

test("drafts and published games: publish, share, copy, open and generate a complete story", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signUp(page, newUser("Ada"));
  const lantern = await createGame(page.request, {
    title: "The Lantern of Hollow Vale",
    description: "A village lantern has gone dark and the valley's spirits are restless.",
  });
  const tide = await createGame(page.request, {
    title: "The Clockwork Tide",
    genre: "sci-fi",
    childMode: true,
  });
  await page.reload();

  await expect(cards(page)).toHaveCount(2);
  await expect(
    page.getByRole("region", { name: "Adventures Created" }).getByTestId("stats-total"),
  ).toHaveText("2");
  await expect(page.getByRole("button", { name: "Drafts (2)" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Published (0)" })).toBeVisible();

  const first = card(page, "The Lantern of Hollow Vale");
  const second = card(page, "The Clockwork Tide");
  await expect(first.getByText("Fantasy", { exact: true })).toBeVisible();
  await expect(first.getByText("Draft", { exact: true })).toBeVisible();
  await expect(first.getByText("A village lantern has gone dark")).toBeVisible();
  await expect(first.getByText(/^Updated \w+/)).toBeVisible();
  await expect(second.getByText("Child-Safe")).toBeVisible();
  // A game created without a description shows the spec's fallback line.
  await expect(second.getByText("A thrilling adventure awaits...", { exact: true })).toBeVisible();
  await expect(first.getByText("A thrilling adventure awaits...")).toHaveCount(0);
  await expect(second.getByText("Sci-Fi", { exact: true })).toBeVisible();
  await expect(first.getByText("Child-Safe")).toHaveCount(0);
  await expect(action(first, "Edit game")).toHaveAttribute("href", `/edit/${lantern.id}`);
  const launch = action(first, "Launch game in a new tab");
  await expect(launch).toHaveAttribute("target", "_blank");
  await expect(launch).toHaveAttribute("rel", /noopener/);
  await expect(launch).toHaveAttribute("href", `/play/${lantern.shareSlug}?preview=true`);

  // Publish Live: the card turns into a published one, with its link.
  await first.getByRole("button", { name: "Publish Live" }).click();
  await expectToast(page, "Game Published!", "Your adventure is now live and can be shared with others.");
  await expect(first.getByText("Published", { exact: true })).toBeVisible();
  await expect(first.getByRole("button", { name: "Publish Live" })).toHaveCount(0);
  const url = `${new URL(page.url()).origin}/play/${lantern.shareSlug}`;
  await expect(first.getByLabel("Shareable link", { exact: true })).toHaveValue(url);
  const open = first.getByRole("link", { name: "Open Game" });
  await expect(open).toHaveAttribute("href", `/play/${lantern.shareSlug}`);
  await expect(open).toHaveAttribute("target", "_blank");
  await expect(open).toHaveAttribute("rel", /noopener/);
  await expect(page.getByRole("button", { name: "Published (1)" })).toBeVisible();

  await first.getByRole("button", { name: "Copy shareable link" }).click();
  await expectToast(page, "Copied!", "URL copied to clipboard");
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
  await action(second, "Copy share link").click();
  await expectToast(
    page,
    "Share URL Copied!",
    "Anyone can play this game using this link, no login required.",
  );
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`/play/${tide.shareSlug}`);

  // Open Game really opens the game for anyone, in a new tab.
  const [tab] = await Promise.all([context.waitForEvent("page"), open.click()]);
  await expect(tab.getByRole("heading", { name: "The Lantern of Hollow Vale" }).first()).toBeVisible({
    timeout: 15_000,
  });
  expect(await tab.evaluate(() => window.opener)).toBeNull();
  await tab.close();

  await expectAccessible(page);
  await snap(page, "dashboard-games");

  // Generate Complete Story: the toasts (with Undo), then the card counts the scenes.
  await second.getByRole("button", { name: "Generate Complete Story" }).click();
  await expectToast(page, "Complete Story Generated!");
  const [generated] = (await listGames(page.request)).filter((g) => g.id === tide.id);
  expect(generated?.sceneCount).toBeGreaterThan(5);
  await expect(
    page.getByText(`Created ${generated?.sceneCount} scenes. No more gameplay errors!`, { exact: true }),
  ).toBeVisible();
  await expect(toasts(page).getByRole("button", { name: "Undo" })).toBeVisible();
  await expect(second.getByTestId("story-at-a-glance")).toContainText(`, ${generated?.sceneCount} scenes`);

  // The filters split drafts from published games.
  await page.getByRole("button", { name: "Published (1)" }).click();
  await expect(cards(page)).toHaveCount(1);
  await expect(first).toBeVisible();
  await page.getByRole("button", { name: "Drafts (1)" }).click();
  await expect(cards(page)).toHaveCount(1);
  await expect(second).toBeVisible();
  await page.getByRole("button", { name: "All Games (2)" }).click();
  await expect(cards(page)).toHaveCount(2);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(cards(page)).toHaveCount(2);
  await expectAccessible(page);
  await snap(page, "dashboard-phone");
  await page.emulateMedia({ colorScheme: "dark" });
  await page.reload();
  await expect(cards(page)).toHaveCount(2);
  await snap(page, "dashboard-phone-dark");
  // The smallest phones: the header still fits, Logout whole on screen, nothing scrolls sideways.
  await page.setViewportSize({ width: 320, height: 640 });
  await expect(page.getByRole("button", { name: "Logout" })).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole("link", { name: "Backup Manager" })).toBeInViewport({ ratio: 1 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await snap(page, "dashboard-320");
});

test("the generating toast shows while the story is written", async ({ page }) => {
  await signUp(page, newUser("Noor"));
  await createGame(page.request, { title: "Slow Story" });
  await page.reload();
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/generate-story", async (route) => {
    await held;
    await route.continue();
  });
  const slow = card(page, "Slow Story");
  await slow.getByRole("button", { name: "Generate Complete Story" }).click();
  await expectToast(
    page,
    "Generating Complete Story...",
    "This may take 30-60 seconds. Creating all scenes at once.",
  );
  await expect(slow.getByRole("button", { name: "Generating..." })).toBeDisabled();
  release();
  await expectToast(page, "Complete Story Generated!");
});
