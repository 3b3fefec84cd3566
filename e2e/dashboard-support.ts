import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";

/** The dashboard's cards, toasts and dialogs, as a user finds them. */
export const cards = (page: Page) => page.getByTestId("game-card");
export const card = (page: Page, title: string) =>
  cards(page).filter({ has: page.getByRole("heading", { name: title, exact: true }) });
/** The notification region; a CSS locator, since an open modal hides the rest of the page from roles. */
export const toasts = (page: Page) => page.locator('[role="region"][aria-label^="Notifications"]');

export async function expectToast(page: Page, title: string, description?: string) {
  const region = toasts(page);
  await expect(region.getByText(title, { exact: true })).toBeVisible();
  if (description) await expect(region.getByText(description, { exact: true })).toBeVisible();
}

/** An icon action of a card's toolbar, by its accessible name. */
export const action = (c: Locator, name: string) => c.getByRole("toolbar").getByLabel(name, { exact: true });

export type NewGame = { id: string; title: string; shareSlug: string };

/** Creates a game through the product's own POST /api/games, as the create screen would. */
export async function createGame(
  request: APIRequestContext,
  over: { title: string; genre?: string; childMode?: boolean; description?: string },
): Promise<NewGame> {
  const res = await request.post("/api/games", {
    data: {
      genre: "fantasy",
      storyline:
        "Wren, a young lamplighter, must relight the Lantern of Hollow Vale before the longest night.",
      childMode: false,
      chapterCount: 5,
      characters: [
        { name: "Wren", role: "Lamplighter", characterType: "protagonist" },
        { name: "Old Maud", role: "Keeper of the lantern", characterType: "mentor" },
      ],
      ...over,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as NewGame;
}

/** The signed-in user's games as the server has them. */
export async function listGames(request: APIRequestContext) {
  const res = await request.get("/api/games");
  expect(res.ok()).toBe(true);
  return (await res.json()) as Array<NewGame & { isPublished: boolean; sceneCount: number }>;
}
