/**
 * Renaming a character on Edit Game: plot lines and outline chapters pick characters by name,
 * so a rename must follow them there or the pick silently points at no one.
 */

/**
 * The renames a save makes: each saved character (by id) whose name changed, old → new. A name
 * someone in the new cast still has is left out — after a swap (A↔B) both picks stay valid as
 * they are, and a pick already updated by the client must not be renamed twice.
 */
export function castRenames(
  saved: ReadonlyArray<{ id: string; name: string }>,
  cast: ReadonlyArray<{ id?: string; name: string }>,
): Map<string, string> {
  const newNames = new Set(cast.map((c) => c.name));
  const newById = new Map(cast.flatMap((c) => (c.id ? [[c.id, c.name] as const] : [])));
  const renames = new Map<string, string>();
  for (const { id, name } of saved) {
    const renamed = newById.get(id);
    if (renamed !== undefined && renamed !== name && !newNames.has(name)) renames.set(name, renamed);
  }
  return renames;
}

/** A list of picked names with the renames applied, without duplicates. */
export function applyRenames(names: readonly string[], renames: ReadonlyMap<string, string>): string[] {
  return [...new Set(names.map((n) => renames.get(n) ?? n))];
}
