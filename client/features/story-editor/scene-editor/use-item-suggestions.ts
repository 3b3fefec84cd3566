import { useEffect, useState } from "react";

/** How long the author's typing settles before the text is read again. */
const SETTLE_MS = 300;

/**
 * Items the scene's text says the hero gets (item-suggestions.ts), read once typing settles.
 * The reader (compromise, ~350 KB) is loaded after the panel has drawn, once a scene has text.
 */
export function useItemSuggestions(text: string): string[] {
  const [found, setFound] = useState<string[]>([]);
  useEffect(() => {
    // No text, nothing to read: the reader is not fetched.
    if (!text.trim()) {
      setFound([]);
      return;
    }
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
