/**
 * The 400 a person reads when a body fails the contract (issue 30 item 4). Our contract's own
 * messages are the spec's words ("At least 5 chapters required") and are shown as they are.
 * Zod's generic ones ("Too small: expected string to have >=1 characters") say nothing a
 * person can act on, and a schema path ("originalChapters.0.title") is not for people: those
 * become the field in words and what is wrong with it ("Original chapters #1 title: must not be
 * empty").
 */

export type FieldIssue = { instancePath: string; message?: string };

const GENERIC_MESSAGE = /^((Invalid|Too (small|big)|Expected|Unrecognized)\b|Required$)/;

const KINDS: Record<string, string> = {
  int: "a whole number",
  number: "a number",
  boolean: "true or false",
  string: "text",
  array: "a list",
  object: "an object",
};

/** What Zod's words say is wrong, in ours. */
export function plainDetail(message: string): string {
  const rules: Array<[RegExp, (m: RegExpMatchArray) => string]> = [
    [/^Required$/, () => "is missing"],
    [/^Invalid input: expected \w+, received undefined/, () => "is missing"],
    [/^Invalid input: expected (\w+)/, (m) => `must be ${KINDS[m[1] as string] ?? m[1]}`],
    [/^Invalid option: expected one of (.+)$/, (m) => `must be one of ${m[1]?.replaceAll("|", ", ")}`],
    [/^Too small: expected string to have >=1 characters?/, () => "must not be empty"],
    [/^Too small: expected string to have >=(\d+)/, (m) => `must be at least ${m[1]} characters`],
    [/^Too big: expected string to have <=(\d+)/, (m) => `is too long (${m[1]} characters at most)`],
    [/^Too small: expected array to have >=(\d+)/, (m) => `needs at least ${m[1]} items`],
    [/^Too big: expected array to have <=(\d+)/, (m) => `can have at most ${m[1]} items`],
    [/^Too small: expected number to be >=?(\S+)/, (m) => `must be at least ${m[1]}`],
    [/^Too big: expected number to be <=?(\S+)/, (m) => `must be at most ${m[1]}`],
    [/^Unrecognized key/, () => "is not a field this request takes"],
  ];
  for (const [pattern, say] of rules) {
    const match = message.match(pattern);
    if (match) return say(match);
  }
  return "is not valid";
}

/** "originalChapters/0/title" → "Original chapters #1 title". */
export function plainField(instancePath: string): string {
  const words = instancePath
    .split("/")
    .filter(Boolean)
    .map((part) =>
      /^\d+$/.test(part)
        ? `#${Number(part) + 1}`
        : part
            .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
            .replace(/[_-]+/g, " ")
            .toLowerCase(),
    )
    .join(" ");
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function validationMessage(issues: FieldIssue[]): string {
  const first = issues[0];
  if (!first) return "Invalid request";
  const message = first.message ?? "Invalid input";
  if (!GENERIC_MESSAGE.test(message)) return message;
  const field = plainField(first.instancePath);
  const detail = plainDetail(message);
  return field ? `${field}: ${detail}` : `The request ${detail}`;
}
