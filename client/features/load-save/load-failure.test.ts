import { describe, expect, it } from "vitest";
import { CODE_NOT_FOUND, loadFailureMessage } from "./load-failure";

describe("loadFailureMessage", () => {
  it("says the code was not found for an unknown or malformed code", () => {
    expect(loadFailureMessage(new Error('404: {"message":"Save code not found or expired"}'))).toBe(
      CODE_NOT_FOUND,
    );
    expect(loadFailureMessage(new Error('400: {"message":"Save code is required"}'))).toBe(CODE_NOT_FOUND);
  });

  it("asks the player to wait as long as the server says when rate limited", () => {
    const refused = "Too many save codes were tried that do not exist. Please wait 4 minutes and try again.";
    expect(loadFailureMessage(new Error(`429: ${JSON.stringify({ message: refused })}`))).toBe(refused);
    expect(loadFailureMessage(new Error("429: <html>Too Many Requests</html>"))).toMatch(/wait a minute/);
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
