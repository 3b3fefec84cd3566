import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

let counter = 0;
export function uniqueEmail(prefix: string) {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${process.pid}-${counter}@example.com`;
}

export type NewUser = { firstName: string; lastName?: string; email: string; password: string };

export function newUser(firstName = "Mira"): NewUser {
  return {
    firstName,
    lastName: "Vale",
    email: uniqueEmail(firstName.toLowerCase()),
    password: "lantern-and-key-7",
  };
}

/** From the landing page's Sign In to a signed-in studio, as a new visitor would. */
export async function signUpFromLanding(page: Page, user: NewUser) {
  await page.goto("/");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await page.getByRole("tab", { name: "Create account" }).click();
  await fillSignUp(page, user);
  await page.getByRole("button", { name: "Create account" }).click();
  await expect(page.getByRole("heading", { name: "Your Creative Studio" })).toBeVisible();
}

/**
 * A signed-in studio for a journey about something else: the account is made through the API
 * (the sign-up form has journeys of its own: account.spec, shell.spec), then the studio opens.
 * A second or so less per journey than the form.
 */
export async function signUp(page: Page, user: NewUser) {
  const made = await page.request.post("/api/auth/sign-up", { data: user });
  expect(made.status(), await made.text()).toBe(201);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Your Creative Studio" })).toBeVisible();
}

export async function fillSignUp(page: Page, user: NewUser) {
  await page.getByLabel("First name").fill(user.firstName);
  if (user.lastName) await page.getByLabel("Last name (optional)").fill(user.lastName);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
}

export async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/** Fails on any serious or critical accessibility violation. */
export async function expectAccessible(page: Page) {
  // A dialog fading in has its colours half-blended with the page; axe would measure that.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(a.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const severe = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(
    severe.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`),
  ).toEqual([]);
}

/** Screenshots for a person to look at; kept under test-results/screens. */
export async function snap(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true });
}

/** A creation flow's end: the Edit Game screen, showing that game. */
export async function expectEditorShows(page: Page, title: string) {
  await expect(page.getByRole("heading", { name: "Edit Game", level: 1 })).toBeVisible();
  await expect(
    page.getByRole("region", { name: "Basic Information" }).getByLabel("Title", { exact: true }),
  ).toHaveValue(title);
}

/**
 * Every text the notification region shows, as the page shows it. A toast followed 500 ms later
 * by a redirect (spec 000 §9) can come and go between two looks of a polling assertion — and
 * once a navigation has begun, Playwright waits for it to finish before looking again — so the
 * page reports each change itself. Call before the page loads; read with `expect.poll`.
 */
export async function recordToasts(page: Page): Promise<() => string> {
  const seen: string[] = [];
  await page.exposeFunction("__reportToasts", (text: string) => {
    seen.push(text);
  });
  await page.addInitScript(() => {
    const report = () => {
      const region = document.querySelector('[role="region"][aria-label^="Notifications"]');
      const text = region?.textContent ?? "";
      if (text) (window as unknown as { __reportToasts: (t: string) => void }).__reportToasts(text);
    };
    new MutationObserver(report).observe(document, { subtree: true, childList: true, characterData: true });
  });
  return () => seen.join("\n");
}

/**
 * The session of the run this browser holds for a game (client/features/play/local-runs.ts):
 * the address no longer carries it (issue 33 item 5), so journeys that call the API read it here.
 */
export async function heldSession(page: Page, slug = "demo-adventure", preview = false): Promise<string> {
  const key = `${slug}${preview ? "|preview" : ""}`;
  let token = "";
  await expect
    .poll(async () => {
      token = await page.evaluate(
        (k) => (JSON.parse(localStorage.getItem("taleforge.play-runs.v1") ?? "{}")[k]?.token as string) ?? "",
        key,
      );
      return token;
    })
    .toMatch(/^[\w-]{20,}$/);
  return token;
}
