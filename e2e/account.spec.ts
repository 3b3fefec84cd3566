import { expect, test } from "@playwright/test";
import { fillSignUp, newUser, signIn, signUpFromLanding, snap } from "./support";

test("a visitor signs up, stays signed in across a reload, and logs out", async ({ page }) => {
  const user = newUser("Mira");
  await signUpFromLanding(page, user);
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("user-first-name")).toHaveText("Mira");
  await snap(page, "dashboard-signed-in");

  await page.reload();
  await expect(page.getByRole("heading", { name: "Your Creative Studio" })).toBeVisible();
  await expect(page.getByTestId("user-first-name")).toHaveText("Mira");

  // A link to /api/logout (from any site) no longer signs anyone out: it goes back to the studio.
  await page.goto("/api/logout");
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId("user-first-name")).toHaveText("Mira");

  // The Logout button posts to /api/logout: one click, and the landing page.
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: /Forge stories/ })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: /Forge stories/ })).toBeVisible();

  // Signing in again returns to the studio.
  await page.goto("/api/login");
  await signIn(page, user.email, user.password);
  await expect(page.getByTestId("user-first-name")).toHaveText("Mira");
});

test("a wrong password shows its message and keeps the user on the sign-in page", async ({
  page,
  request,
}) => {
  const user = newUser("Orin");
  const res = await request.post("/api/auth/sign-up", { data: user });
  expect(res.status()).toBe(201);

  await page.goto("/auth/login");
  await signIn(page, user.email, "not-the-password-1");
  await expect(page.getByRole("alert")).toHaveText("Incorrect email or password");
  await expect(page).toHaveURL(/\/auth\/login$/);
  await snap(page, "sign-in-wrong-password");
});

test("sign-up explains a taken email and a weak password", async ({ page, request }) => {
  const taken = newUser("Tess");
  expect((await request.post("/api/auth/sign-up", { data: taken })).status()).toBe(201);

  await page.goto("/auth/login");
  await page.getByRole("tab", { name: "Create account" }).click();
  await fillSignUp(page, { ...newUser("Weak"), password: "short" });
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Password must be at least 8 characters")).toBeVisible();

  await page.getByLabel("Password").fill("onlyletters");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("Password must mix letters with numbers or symbols")).toBeVisible();

  await fillSignUp(page, { ...taken, firstName: "Another" });
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("alert")).toHaveText(
    "An account with this email already exists. Sign in instead.",
  );
  await snap(page, "sign-up-email-taken");
});

test("sign-up asks for the required fields before sending anything", async ({ page }) => {
  await page.goto("/auth/login?mode=sign-up");
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByText("First name is required")).toBeVisible();
  await expect(page.getByText("Email is required")).toBeVisible();
  await expect(page.getByLabel("First name")).toHaveAttribute("aria-invalid", "true");
  await snap(page, "sign-up-required-fields");
});

test("signing in from a deep link returns to that page", async ({ page, request }) => {
  const user = newUser("Juno");
  expect((await request.post("/api/auth/sign-up", { data: user })).status()).toBe(201);
  await page.goto("/api/login?returnTo=/");
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.goto("/api/login?returnTo=%2F%3Fwelcome%3D1");
  await expect(page).toHaveURL(/\/auth\/login\?returnTo=/);
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/\?welcome=1$/);
  await expect(page.getByTestId("user-first-name")).toHaveText("Juno");
});
