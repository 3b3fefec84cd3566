import { type Browser, expect, type Page, test } from "@playwright/test";
import { card, expectToast } from "./dashboard-support";
import { expectSaved, settings } from "./edit-game-support";
import { expectAccessible, newUser, signUp, snap } from "./support";

/** The operator playwright.config.ts names in ADMIN_EMAILS for the e2e server. */
const ADMIN = { firstName: "Opal", email: "moderator@taleforge.test", password: "lantern-and-key-7" };

/** A word no other game has, so that a search finds this journey's game alone. */
function rareWord() {
  const letters = "bcdfghjklmnpqrstvwxz";
  let word = "zor";
  for (let i = 0; i < 6; i += 1) word += letters[Math.floor(Math.random() * letters.length)];
  return word;
}

const exploreCards = (page: Page) => page.getByTestId("explore-card");
const exploreCard = (page: Page, title: string) =>
  exploreCards(page).filter({ has: page.getByRole("heading", { name: title, exact: true }) });

/**
 * A creator's new game, published from its card and made public with Game Settings' switch,
 * as a creator would: the page is left on the dashboard.
 */
async function publishPublicGame(page: Page, title: string, description: string) {
  await signUp(page, newUser("Nia"));
  const res = await page.request.post("/api/games", {
    data: {
      title,
      description,
      genre: "fantasy",
      storyline:
        "Wren, a young lamplighter, must relight the Lantern of Hollow Vale before the longest night.",
      chapterCount: 5,
      // Edit Game saves only a cast with descriptions.
      characters: [
        {
          name: "Wren",
          role: "Lamplighter",
          characterType: "protagonist",
          description: "A lamplighter's apprentice.",
        },
      ],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  const game = (await res.json()) as { id: string };
  await page.reload();
  await card(page, title).getByRole("button", { name: "Publish Live" }).click();
  await expect(card(page, title).getByText("Published", { exact: true })).toBeVisible();

  await page.goto(`/edit/${game.id}`);
  await expect(page.getByRole("heading", { name: "Edit Game", level: 1 })).toBeVisible();
  const publicSwitch = settings(page).getByRole("switch", { name: "Public" });
  await expect(publicSwitch).toHaveAttribute("aria-checked", "false");
  await publicSwitch.click();
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expectSaved(page);
  return game;
}

async function visitor(browser: Browser) {
  const context = await browser.newContext();
  return { context, page: await context.newPage() };
}

async function searchFor(page: Page, words: string) {
  await page.getByRole("searchbox", { name: "Search" }).fill(words);
  await page.getByRole("searchbox", { name: "Search" }).press("Enter");
}

test("a game made public is found on /explore by a visitor, searched, filtered and played @both-databases", async ({
  page,
  browser,
}) => {
  const word = rareWord();
  const title = `The ${word[0]?.toUpperCase()}${word.slice(1)} Lantern`;
  await publishPublicGame(page, title, `A lamplighter's apprentice crosses the ${word} marshes at night.`);

  const guest = await visitor(browser);
  const v = guest.page;
  // From the landing page's link, as a visitor finds the gallery.
  await v.goto("/");
  await v.getByRole("link", { name: "Explore adventures" }).click();
  await expect(v).toHaveURL(/\/explore$/);
  await expect(v.getByRole("heading", { name: "Explore adventures", level: 1 })).toBeVisible();
  // The seeded demo is public: the gallery is never empty on a fresh install.
  await searchFor(v, "Hollow Vale");
  await expect(exploreCard(v, "The Lantern of Hollow Vale").getByText("by Taleforge")).toBeVisible();

  // Search by a word of the description (stemmed: "marsh" finds "marshes").
  await searchFor(v, `${word} marsh`);
  await expect(exploreCards(v)).toHaveCount(1);
  const found = exploreCard(v, title);
  await expect(found).toBeVisible();
  await expect(found.getByText("by Nia")).toBeVisible();
  await expect(found.getByTestId("play-count")).toHaveText("0 plays");

  // Filters: its genre keeps it, another genre or child-safe only leaves nothing.
  await v.getByLabel("Genre").selectOption("horror");
  await expect(v.getByRole("heading", { name: "No adventures match" })).toBeVisible();
  await v.getByLabel("Genre").selectOption("fantasy");
  await expect(found).toBeVisible();
  await v.getByLabel("Child-safe only").check();
  await expect(v.getByRole("heading", { name: "No adventures match" })).toBeVisible();
  await v.getByLabel("Child-safe only").uncheck();
  await expect(found).toBeVisible();
  await v.getByLabel("Sort by").selectOption("most-played");
  await expect(found).toBeVisible();
  // The address keeps the search: a reload (or a shared link) shows the same list.
  await expect(v).toHaveURL(/[?&]sort=most-played/);
  await v.reload();
  await expect(v.getByRole("searchbox", { name: "Search" })).toHaveValue(`${word} marsh`);
  await expect(v.getByLabel("Genre")).toHaveValue("fantasy");
  await expect(found).toBeVisible();
  await snap(v, "explore-desktop");
  await expectAccessible(v);

  // Keyboard: the card's title is a link; Enter opens the game.
  await found.getByRole("link", { name: title }).focus();
  await v.keyboard.press("Enter");
  await expect(v).toHaveURL(/\/play\//);
  await expect(v.getByRole("heading", { level: 1, name: title })).toBeVisible({ timeout: 20_000 });
  await expect(v.getByTestId("scene-number")).toHaveText("Scene 1");
  // The play page offers the same report, beside the player's panel.
  await v.getByRole("button", { name: "Report this game" }).click();
  await expect(v.getByRole("dialog", { name: "Report this game" })).toContainText(`“${title}”`);
  await snap(v, "play-report-entry");
  await v.keyboard.press("Escape");
  await expect(v.getByRole("dialog", { name: "Report this game" })).toBeHidden();

  // The start counted: the gallery says so.
  await v.goto("/explore");
  await searchFor(v, word);
  await expect(exploreCard(v, title).getByTestId("play-count")).toHaveText("1 play");

  // A phone: one column, the filters stacked.
  await v.setViewportSize({ width: 390, height: 844 });
  await v.reload();
  await expect(v.getByRole("heading", { name: "Explore adventures", level: 1 })).toBeVisible();
  await expect(exploreCards(v).first()).toBeVisible();
  await snap(v, "explore-phone");
  await guest.context.close();
});

/** Signs the operator in (signed up on the first run; PostgreSQL keeps them between runs). */
async function signInAdmin(page: Page) {
  const up = await page.request.post("/api/auth/sign-up", { data: ADMIN });
  if (!up.ok()) {
    const inRes = await page.request.post("/api/auth/sign-in", {
      data: { email: ADMIN.email, password: ADMIN.password },
    });
    expect(inRes.status(), await inRes.text()).toBe(200);
  }
}

test("a visitor reports a game, an operator unlists it: gone from /explore, its creator told why @both-databases", async ({
  page,
  browser,
}) => {
  const word = rareWord();
  const title = `The ${word[0]?.toUpperCase()}${word.slice(1)} Ledger`;
  await publishPublicGame(page, title, "A ledger of debts that rewrites itself.");

  // Not an operator: the admin page is not there.
  await page.goto("/admin/reports");
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();

  const guest = await visitor(browser);
  const v = guest.page;
  await v.goto("/explore");
  await searchFor(v, word);
  const listed = exploreCard(v, title);
  await expect(listed).toBeVisible();
  await listed.getByRole("button", { name: `Report ${title}` }).click();
  const dialog = v.getByRole("dialog", { name: "Report this game" });
  await expect(dialog).toBeVisible();
  // No reason yet: the dialog asks for one and sends nothing.
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Choose a reason");
  await dialog.getByRole("radio", { name: "Spam or scam" }).check();
  await dialog.getByLabel("Note (optional)").fill("Every scene links to a coin sale.");
  await snap(v, "explore-report-dialog");
  await expectAccessible(v);
  await dialog.getByRole("button", { name: "Send report" }).click();
  await expect(dialog).toBeHidden();
  await expectToast(v, "Report sent", "Thank you. The site's moderators will look at this game.");

  // The operator's queue.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signInAdmin(admin);
  await admin.goto("/admin/reports");
  await expect(admin.getByRole("heading", { name: "Reports", level: 1 })).toBeVisible();
  const row = admin.getByTestId("report-row").filter({ has: admin.getByRole("heading", { name: title }) });
  await expect(row).toBeVisible();
  await expect(row.getByText("Spam or scam")).toBeVisible();
  await expect(row.getByText("Every scene links to a coin sale.")).toBeVisible();
  await snap(admin, "admin-reports");
  await expectAccessible(admin);
  await row.getByRole("button", { name: "Unlist" }).click();
  await expectToast(admin, "The game is unlisted: it has left the gallery.");
  await expect(row).toHaveCount(0);

  // Gone from the gallery at once.
  await v.reload();
  await searchFor(v, word);
  await expect(v.getByRole("heading", { name: "No adventures match" })).toBeVisible();
  await expect(exploreCard(v, title)).toHaveCount(0);

  // Its creator sees why on the dashboard card.
  await page.goto("/");
  await expect(card(page, title).getByRole("note")).toHaveText(
    "Unlisted by the site's moderators: Spam or scam",
  );
  await snap(page, "dashboard-unlisted-card");
  await guest.context.close();
  await adminContext.close();
});

test("Load more brings the next page of the gallery; a failed list says so and Try again recovers", async ({
  page,
}) => {
  await signUp(page, newUser("Ines"));
  const word = rareWord();
  const cast = [
    { name: "Wren", role: "Lamplighter", characterType: "protagonist", description: "An apprentice." },
  ];
  // Fourteen public games through the API the editor uses: one page of twelve, then two more.
  for (let i = 1; i <= 14; i += 1) {
    const fields = {
      title: `Shelf ${word} ${String(i).padStart(2, "0")}`,
      description: `Volume ${i} of the ${word} shelf.`,
      genre: "mystery",
      storyline: "A librarian follows a trail of missing books through the old archive.",
      characters: cast,
    };
    const made = await page.request.post("/api/games", { data: { ...fields, chapterCount: 5 } });
    expect(made.status(), await made.text()).toBe(201);
    const { id } = (await made.json()) as { id: string };
    expect((await page.request.patch(`/api/games/${id}/publish`)).status()).toBe(200);
    const saved = await page.request.put(`/api/games/${id}`, { data: { ...fields, isPublic: true } });
    expect(saved.status(), await saved.text()).toBe(200);
  }

  // The studio's header leads to the gallery.
  await page.getByRole("link", { name: "Explore adventures" }).click();
  await expect(page.getByRole("heading", { name: "Explore adventures", level: 1 })).toBeVisible();
  await searchFor(page, word);
  await expect(exploreCards(page)).toHaveCount(12);
  // Newest first: the last made leads.
  await expect(exploreCards(page).first().getByRole("heading")).toHaveText(`Shelf ${word} 14`);
  await page.getByRole("button", { name: "Load more" }).click();
  await expect(exploreCards(page)).toHaveCount(14);
  await expect(exploreCards(page).last().getByRole("heading")).toHaveText(`Shelf ${word} 01`);
  await expect(page.getByRole("button", { name: "Load more" })).toHaveCount(0);

  // The server fails once: the page says so, and Try again lists the games again.
  let failing = true;
  await page.route("**/api/explore?**", (route) =>
    failing
      ? route.fulfill({
          status: 500,
          contentType: "application/json",
          body: '{"message":"Internal Server Error"}',
        })
      : route.continue(),
  );
  await searchFor(page, `${word} volume`);
  await expect(page.getByRole("heading", { name: "Adventures could not be loaded" })).toBeVisible();
  await expect(page.getByText("The gallery did not answer. Please try again.")).toBeVisible();
  await snap(page, "explore-error");
  failing = false;
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(exploreCards(page)).toHaveCount(12);
});
