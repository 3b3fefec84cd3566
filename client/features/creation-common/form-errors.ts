import type { FieldErrors, FieldValues } from "react-hook-form";

type Issue = { path: PropertyKey[]; code: string; message: string };

/**
 * The contract's issues as react-hook-form errors, first one per field. A list's own rule
 * ("At least one character is required") goes under `root`, where react-hook-form keeps it;
 * `lists` names the lists whose items' issues belong to the list as a whole (a blank key event).
 */
export function formErrors<T extends FieldValues>(
  issues: readonly Issue[],
  { arrays = [], lists = [] }: { arrays?: string[]; lists?: RegExp[] } = {},
): FieldErrors<T> {
  const flat: Record<string, { type: string; message: string }> = {};
  for (const issue of issues) {
    let path = issue.path.map(String).join(".");
    for (const list of lists) {
      const match = list.exec(path);
      if (match) path = match[0];
    }
    const key = arrays.includes(path) ? `${path}.root` : path;
    if (!flat[key]) flat[key] = { type: issue.code, message: issue.message };
  }
  return nest(flat) as FieldErrors<T>;
}

function nest(flat: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [path, value] of Object.entries(flat)) {
    const parts = path.split(".");
    let node = out;
    for (let i = 0; i < parts.length - 1; i++) {
      const part = parts[i] as string;
      if (node[part] === undefined) node[part] = /^\d+$/.test(parts[i + 1] ?? "") ? [] : {};
      node = node[part] as Record<string, unknown>;
    }
    node[parts[parts.length - 1] as string] = value;
  }
  return out;
}
