import { afterAll, describe, expect, it } from "vitest";
import { createEmbeddedVoice } from "../../../../server/ai/voice/embedded-voice";
import { createOpenAiVoice, OPENAI_VOICES } from "../../../../server/ai/voice/openai-voice";
import type { Voice } from "../../../../server/ai/voice/voice";
import { shownVoiceId } from "./choose-voice-dialog";

const embedded = createEmbeddedVoice({ workers: 1 });
afterAll(() => embedded.close());

/** Ids a browser may hold: the spec's default, other Google aliases, listed ids, strangers. */
const IDS = [
  "en-GB-Wavenet-A",
  "en-GB-Wavenet-B",
  "en-GB-Standard-C",
  "en-GB-Neural2-D",
  "en-GB-Neural2-F",
  "en-US-Wavenet-A",
  "en-US-Wavenet-C",
  "en-US-Wavenet-D",
  "en-US-Neural2-E",
  "en-US-Neural2-J",
  "en-GB-Embedded-C",
  "en-US-Embedded-D",
  "fable",
  "fr-FR-Wavenet-A",
  "nobody",
];

/** The Selected badge against the voice the server would speak, over the list it serves. */
async function expectBadgeMatchesServer(voice: Voice) {
  const list = await voice.voices();
  for (const id of IDS) expect([id, shownVoiceId(list, id)]).toEqual([id, await voice.resolve(id)]);
}

describe("the voice marked Selected", () => {
  it("is the chosen one when the server lists it", async () => {
    expect(shownVoiceId(await embedded.voices(), "en-GB-Embedded-B")).toBe("en-GB-Embedded-B");
  });

  it("is the voice the embedded server speaks, for every id a browser may hold", async () => {
    await expectBadgeMatchesServer(embedded);
    // The case that used to differ: a US male alias is not the first US voice (a woman).
    expect(shownVoiceId(await embedded.voices(), "en-US-Wavenet-D")).toBe("en-US-Embedded-D");
  });

  it("is the voice the OpenAI adapter speaks, too", async () => {
    await expectBadgeMatchesServer(createOpenAiVoice({ apiKey: "k", baseUrl: "http://127.0.0.1:9" }));
    expect(shownVoiceId(OPENAI_VOICES, "en-GB-Wavenet-A")).toBe("fable");
  });

  it("is none for a language the server does not speak", async () => {
    expect(shownVoiceId(await embedded.voices(), "fr-FR-Wavenet-A")).toBeNull();
  });
});
