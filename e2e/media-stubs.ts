import type { Page } from "@playwright/test";

/** The media routes answering 500, as a failing server would: a real one cannot on demand. */
export async function failingMediaServer(page: Page) {
  for (const path of ["**/api/tts/synthesize", "**/api/images/generate"]) {
    await page.route(path, (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: '{"message":"Internal Server Error"}',
      }),
    );
  }
}
