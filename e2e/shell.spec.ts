import { expect, test } from "@playwright/test";
import { expectAccessible, newUser, signUpFromLanding, snap } from "./support";

test("the landing page offers Play the demo, Sign In, Start Creating and Load Save", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveTitle(/Taleforge/);
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/api/login");
  await expect(page.getByRole("link", { name: "Play the demo" }).first()).toHaveAttribute(
    "href",
    "/play/demo-adventure",
  );
  // A visitor has no account yet: Start Creating opens Create account.
  await expect(page.getByRole("link", { name: "Start Creating" }).first()).toHaveAttribute(
    "href",
    "/api/login?mode=sign-up",
  );
  await snap(page, "landing");
  await expectAccessible(page);

  await page.getByRole("link", { name: "Load Save" }).first().click();
  await expect(page).toHaveURL(/\/load-save$/);
});

test("Start Creating leads a visitor to Create account, Sign in to Welcome back", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Start Creating" }).first().click();
  await expect(page).toHaveURL(/\/auth\/login\?mode=sign-up$/);
  await expect(page.getByRole("heading", { name: "Create your account" })).toBeVisible();
  await snap(page, "sign-up");
  await expectAccessible(page);
  await page.getByRole("tab", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Welcome back" })).toBeVisible();
  await snap(page, "sign-in");
  await expectAccessible(page);
});

test("an unknown path shows the 404 page with a way home", async ({ page }) => {
  await page.goto("/no/such/place");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await snap(page, "not-found");
  await expectAccessible(page);
  await page.getByRole("link", { name: "Go to the home page" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: /Forge stories/ })).toBeVisible();
});

test("a signed-in user also gets the 404 page for an unknown path", async ({ page }) => {
  await signUpFromLanding(page, newUser("Pell"));
  await page.goto("/definitely-not-a-screen");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await page.goto("/auth/login");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: "Your Creative Studio" })).toBeVisible();
  await expectAccessible(page);
});

test("alias paths lead to their screens", async ({ page }) => {
  await page.goto("/edit-game/42");
  // The alias leads to /edit/42, which asks a visitor to sign in first and come back to it: the
  // test waits for that last step, or its own next visit races the page's redirect.
  await expect(page).toHaveURL(/\/auth\/login\?returnTo=%2Fedit%2F42$/);
  await expect(page.getByRole("heading", { name: "Welcome back", level: 1 })).toBeVisible();
  await page.goto("/the-sunken-crown-a1b2c3/play?session=abc");
  await expect(page).toHaveURL(/\/play\/the-sunken-crown-a1b2c3\?session=abc$/);
  // The play screen itself answered (no such game here), not the app's own 404 page.
  await expect(page.getByRole("heading", { name: "Game not found" })).toBeVisible();
  await expect(page.getByText("This saved session no longer exists.")).toBeVisible();
});

test("F8 moves focus to the notification region", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { name: /Forge stories/ })).toBeVisible();
  await page.keyboard.press("F8");
  // The region has its own chunk (ui/lazy-toaster.tsx): the focus follows once it has loaded.
  await expect
    .poll(() =>
      page.evaluate(
        () => document.activeElement?.closest("[role=region]")?.getAttribute("aria-label") ?? null,
      ),
    )
    .toBe("Notifications (F8)");
});

test("the studio header's theme button switches light and dark, and remembers it", async ({ page }) => {
  await signUpFromLanding(page, newUser("Rue"));
  const html = page.locator("html");
  const startsDark = (await html.getAttribute("class"))?.includes("dark") ?? false;
  await page
    .getByRole("button", { name: startsDark ? "Switch to light theme" : "Switch to dark theme" })
    .click();
  await expect(html).toHaveClass(startsDark ? /^(?!.*dark)/ : /dark/);
  await page.reload();
  await expect(page.getByRole("heading", { name: "Your Creative Studio" })).toBeVisible();
  await expect(html).toHaveClass(startsDark ? /^(?!.*dark)/ : /dark/);
});
