import { describe, expect, it } from "vitest";
import { cn } from "./cn";

describe("cn", () => {
  it("lets a later class win over an earlier one setting the same property", () => {
    expect(cn("px-4 py-2", "px-2.5")).toBe("py-2 px-2.5");
    expect(cn("size-9", false, "size-6")).toBe("size-6");
  });

  it("keeps classes that only look alike: our theme's colours, sizes, fonts and variants", () => {
    expect(cn("text-ink-900 text-sm", "dark:text-ink-50")).toBe("text-ink-900 text-sm dark:text-ink-50");
    expect(cn("font-display font-semibold")).toBe("font-display font-semibold");
    expect(cn("bg-ink-50", "hover:bg-ember-500", null, undefined)).toBe("bg-ink-50 hover:bg-ember-500");
  });
});
