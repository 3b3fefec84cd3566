/** Belt and braces for child mode: creator-typed outlines can carry words our lists never use. */
const CHILD_WORDS: Record<string, string> = {
  kill: "stop",
  kills: "stops",
  killed: "stopped",
  dead: "still",
  death: "darkness",
  die: "fade",
  dies: "fades",
  blood: "mud",
  bloody: "muddy",
  corpse: "scarecrow",
  gore: "mess",
  murder: "mischief",
  murdered: "tricked",
  knife: "stick",
  gun: "gadget",
  wound: "scrape",
  wounds: "scrapes",
};
const CHILD_PATTERN = new RegExp(`\\b(${Object.keys(CHILD_WORDS).join("|")})\\b`, "gi");

export function childSafe(text: string): string {
  return text.replace(CHILD_PATTERN, (word) => {
    const swap = CHILD_WORDS[word.toLowerCase()] as string;
    return word[0] === word[0]?.toUpperCase() ? swap[0]?.toUpperCase() + swap.slice(1) : swap;
  });
}
