import { describe, expect, it } from "vitest";
import { CODE_NOT_FOUND, loadFailureMessage } from "./load-failure";

describe("loadFailureMessage", () => {
  it("says the code was not found for an unknown or malformed code", () => {
    expect(loadFailureMessage(new Error('404: {"message":"Save code not found or expired"}'))).toBe(
      CODE_NOT_FOUND,
    );
    expect(loadFailureMessage(new Error('400: {"message":"Save code is required"}'))).toBe(CODE_NOT_FOUND);
  });

  it("asks the player to wait when rate limited", () => {
    expect(loadFailureMessage(new Error('429: {"message":"Rate limit exceeded"}'))).toMatch(/wait a minute/);
  });

  it("blames the connection when no answer came back", () => {
    expect(loadFailureMessage(new TypeError("Failed to fetch"))).toMatch(/connection/);
  });

  it("shows the server's message for anything else", () => {
    expect(loadFailureMessage(new Error('500: {"message":"Internal Server Error"}'))).toBe(
      "Internal Server Error",
    );
  });
});
