import { twMerge } from "tailwind-merge";

/**
 * Joins class names, skipping the falsy ones; when two Tailwind classes set the same property
 * (a Button's `px-4` and a caller's `px-2.5`), the later one wins — as a caller would expect,
 * rather than whichever the stylesheet happens to define last.
 */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return twMerge(classes.filter(Boolean).join(" "));
}
