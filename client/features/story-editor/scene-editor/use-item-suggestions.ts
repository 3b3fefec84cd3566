import { useEffect, useState } from "react";

/** How long the author's typing settles before the text is read again. */
const SETTLE_MS = 300;

/**
 * Items the scene's text says the hero gets (item-suggestions.ts), read once typing settles.
 * The reader (compromise, ~350 KB) is loaded only when a scene is edited.
 */
export function useItemSuggestions(text: string): string[] {
  const [found, setFound] = useState<string[]>([]);
  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      import("./item-suggestions")
        .then(({ itemSuggestions }) => {
          if (live) setFound(itemSuggestions(text));
        })
        // Only a suggestion: a reader that failed to load leaves the form as it was.
        .catch(() => undefined);
    }, SETTLE_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [text]);
  return found;
}
