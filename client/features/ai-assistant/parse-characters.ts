/** A character line as the assistant writes them: "- Name (Role, type): description". */
export type AssistedCharacter = { name: string; role: string; characterType: string; description: string };

const LINE =
  /^\s*(?:[-*•]|\d+[.)])?\s*\**([^():*\n]{1,80}?)\**\s*\(([^,()]{1,120})(?:,\s*([^()]{1,40}))?\)\s*[:—–-]\s*(.+)$/;

/** The characters in the assistant's text; lines in other shapes are left out. */
export function parseAssistedCharacters(text: string): AssistedCharacter[] {
  const out: AssistedCharacter[] = [];
  for (const line of text.split("\n")) {
    const m = LINE.exec(line);
    if (!m) continue;
    out.push({
      name: (m[1] ?? "").trim(),
      role: (m[2] ?? "").trim(),
      characterType: (m[3] ?? "supporting").trim().toLowerCase(),
      description: (m[4] ?? "").trim(),
    });
  }
  return out.filter((c) => c.name && c.role);
}
