import { describe, expect, it } from "vitest";
import { z } from "zod";
import { validationMessage } from "./validation-message";

/** The issues as fastify-type-provider-zod hands them to the error handler. */
const issuesOf = (schema: z.ZodType, value: unknown) =>
  (schema.safeParse(value).error?.issues ?? []).map((i) => ({
    instancePath: `/${i.path.join("/")}`,
    message: i.message,
  }));

describe("validation messages a person can read (issue 30 item 4)", () => {
  it("never shows a schema path or Zod's own words", () => {
    const schema = z.object({ originalChapters: z.array(z.object({ title: z.string().min(1) })) });
    const message = validationMessage(issuesOf(schema, { originalChapters: [{ title: "" }] }));
    expect(message).toBe("Original chapters #1 title: must not be empty");
    expect(message).not.toMatch(/\.\d+\.|Too small|expected/);
  });

  it.each([
    [z.object({ count: z.number().int() }), { count: 1.5 }, "Count: must be a whole number"],
    [z.object({ isPublic: z.boolean() }), { isPublic: "yes" }, "Is public: must be true or false"],
    [z.object({ title: z.string() }), {}, "Title: is missing"],
    [z.object({ title: z.string().max(3) }), { title: "long" }, "Title: is too long (3 characters at most)"],
    [z.object({ tags: z.array(z.string()).max(1) }), { tags: ["a", "b"] }, "Tags: can have at most 1 items"],
    [z.object({ mode: z.enum(["a", "b"]) }), { mode: "c" }, 'Mode: must be one of "a", "b"'],
  ])("%#: says what is wrong with which field", (schema, value, expected) => {
    expect(validationMessage(issuesOf(schema, value))).toBe(expected);
  });

  it("shows the contract's own words as they are", () => {
    const schema = z.object({ title: z.string().min(1, "Title is required") });
    expect(validationMessage(issuesOf(schema, { title: "" }))).toBe("Title is required");
  });
});
