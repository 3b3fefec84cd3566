import { describe, expect, it } from "vitest";
import { shownVoiceId } from "./choose-voice-dialog";

const EMBEDDED = [
  { id: "en-GB-Embedded-A", languageCode: "en-GB" },
  { id: "en-GB-Embedded-B", languageCode: "en-GB" },
  { id: "en-US-Embedded-A", languageCode: "en-US" },
];

describe("the voice marked Selected", () => {
  it("is the chosen one when the server lists it", () => {
    expect(shownVoiceId(EMBEDDED, "en-GB-Embedded-B")).toBe("en-GB-Embedded-B");
  });
  it("is the server's first voice of the language for an id it does not list (the spec's default)", () => {
    expect(shownVoiceId(EMBEDDED, "en-GB-Wavenet-A")).toBe("en-GB-Embedded-A");
    expect(shownVoiceId(EMBEDDED, "en-US-Neural2-C")).toBe("en-US-Embedded-A");
  });
  it("is none for a language the server does not speak", () => {
    expect(shownVoiceId(EMBEDDED, "fr-FR-Wavenet-A")).toBeNull();
  });
});
