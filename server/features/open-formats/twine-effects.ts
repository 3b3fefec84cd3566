import { ChoiceEffects, EFFECT_LIMITS } from "../../../contract/edit-game";
import { quotedStrings } from "./twine-scan";

/**
 * Twine variable changes that are choice effects in Taleforge (ADR 033, ADR 027): health and
 * experience raised or lowered by a number, items put in or taken out of an inventory, and
 * `has…` flags set true or false. Read from what a `<<set>>`/`<<run>>` or `(set:)`/`(put:)`
 * assigns; anything else (a flag, a name, a score set outright) is not an effect.
 */

const HEALTH = /^(health|hp|hitpoints|hit_points|life|vitality)$/i;
const EXPERIENCE = /^(xp|exp|experience)$/i;
const INVENTORY = /^(inventory|inv|items|bag|backpack|pack)$/i;
const FLAG = /^has_?([A-Za-z][A-Za-z0-9_]*)$/;
/** An assignment longer than this is code, not an effect (and no pattern reads it). */
const LONGEST = 300;

export type ReadEffects = { effects: ChoiceEffects; unread: number };

/** The assignments of a macro, split at top-level `,` and `;` (quotes and brackets honoured). */
function assignments(assigns: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let from = 0;
  for (let i = 0; i < assigns.length; i++) {
    const c = assigns[i];
    if (quote) {
      if (c === "\\") i++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === "(" || c === "[" || c === "{") depth++;
    else if (c === ")" || c === "]" || c === "}") depth--;
    else if ((c === "," || c === ";") && depth === 0) {
      out.push(assigns.slice(from, i).trim());
      from = i + 1;
    }
  }
  out.push(assigns.slice(from).trim());
  return out.filter(Boolean);
}

/** "hasOldKey" → "Old key"; "has_lamp" → "Lamp". */
function flagItem(rest: string): string {
  const words = rest
    .replace(/_/g, " ")
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const clampDelta = (n: number) => Math.max(-EFFECT_LIMITS.delta, Math.min(EFFECT_LIMITS.delta, n));

/** `$name to …` / `$name = …` / `$name += 3` / `… into $name` as variable, operator and value. */
function readAssignment(one: string): { name: string; op: string; value: string } | null {
  const into = /^(.*)\s+into\s+\$([A-Za-z_]\w*)$/s.exec(one);
  if (into) return { name: into[2] as string, op: "to", value: (into[1] as string).trim() };
  const set = /^\$([A-Za-z_]\w*)\s*(to|=|\+=|-=)\s*(.*)$/s.exec(one);
  if (set) return { name: set[1] as string, op: set[2] as string, value: (set[3] as string).trim() };
  return null;
}

/** A change by a whole number: `+= 5`, `to $hp - 5`, `to it + 5`. */
function deltaOf(name: string, op: string, value: string): number | null {
  if ((op === "+=" || op === "-=") && /^\d{1,6}$/.test(value)) return (op === "-=" ? -1 : 1) * Number(value);
  const m = /^(?:\$([A-Za-z_]\w*)|it)\s*([+-])\s*(\d{1,6})$/.exec(value);
  if (m && (m[1] === undefined || m[1] === name)) return (m[2] === "-" ? -1 : 1) * Number(m[3]);
  return null;
}

export function readEffects(assigns: string): ReadEffects {
  const add: string[] = [];
  const remove: string[] = [];
  let health = 0;
  let experience = 0;
  let unread = 0;
  for (const one of assignments(assigns)) {
    if (one.length > LONGEST) {
      unread++;
      continue;
    }
    // SugarCube arrays: `$inventory.push("Lamp")`, `.pushUnique(…)`, `.delete(…)`.
    const method = /^\$([A-Za-z_]\w*)\.(push|pushUnique|delete)\((.*)\)$/s.exec(one);
    if (method && INVENTORY.test(method[1] as string)) {
      (method[2] === "delete" ? remove : add).push(...quotedStrings(method[3] as string));
      continue;
    }
    const a = readAssignment(one);
    if (!a) {
      unread++;
      continue;
    }
    const delta = deltaOf(a.name, a.op, a.value);
    if (delta !== null && HEALTH.test(a.name)) health += delta;
    else if (delta !== null && EXPERIENCE.test(a.name)) experience += delta;
    else if (INVENTORY.test(a.name) && a.op === "to") {
      // Harlowe: `$inventory to it + (a: "Lamp")`, `… - (a: "Lamp")`.
      const list = /^(?:it|\$[A-Za-z_]\w*)\s*([+-])\s*\(a(?:rray)?:(.*)\)$/s.exec(a.value);
      if (list) (list[1] === "-" ? remove : add).push(...quotedStrings(list[2] as string));
      else unread++;
    } else if (FLAG.test(a.name) && a.op === "to" && (a.value === "true" || a.value === "false")) {
      (a.value === "true" ? add : remove).push(flagItem(FLAG.exec(a.name)?.[1] as string));
    } else unread++;
  }
  const effects: ChoiceEffects = {
    ...(add.length ? { addItems: add } : {}),
    ...(remove.length ? { removeItems: remove } : {}),
    ...(health ? { health: clampDelta(health) } : {}),
    ...(experience ? { experience: clampDelta(experience) } : {}),
  };
  return { effects, unread };
}

/** Two choices' effects as one: changes added up, items listed once; null when the contract refuses the sum. */
export function mergeEffects(a: ChoiceEffects | undefined, b: ChoiceEffects): ChoiceEffects | null {
  const items = (x?: string[], y?: string[]) => {
    const all = [...new Set([...(x ?? []), ...(y ?? [])])];
    return all.length ? all : undefined;
  };
  const sum = (x?: number, y?: number) => {
    const total = (x ?? 0) + (y ?? 0);
    return total ? clampDelta(total) : undefined;
  };
  const merged = {
    addItems: items(a?.addItems, b.addItems),
    removeItems: items(a?.removeItems, b.removeItems),
    health: sum(a?.health, b.health),
    experience: sum(a?.experience, b.experience),
    achievement: a?.achievement ?? b.achievement,
  };
  return checkedEffects(Object.fromEntries(Object.entries(merged).filter(([, v]) => v !== undefined)));
}

/** Effects as the contract takes them, or null when it refuses them (an empty item name). */
export function checkedEffects(effects: ChoiceEffects): ChoiceEffects | null {
  const checked = ChoiceEffects.safeParse(effects);
  return checked.success ? checked.data : null;
}

export const hasEffects = (e: ChoiceEffects) => Object.keys(e).length > 0;
