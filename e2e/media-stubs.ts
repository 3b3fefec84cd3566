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

/** Narration that arrives but is no MP3: the browser cannot play it. */
export async function brokenAudioServer(page: Page) {
  await page.route("**/api/tts/synthesize", (route) =>
    route.fulfill({
      status: 200,
      contentType: "application/json",
      body: JSON.stringify({ audioContent: Buffer.from("not an mp3 at all").toString("base64") }),
    }),
  );
}
