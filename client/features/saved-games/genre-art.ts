import {
  BookOpen,
  Compass,
  Drama,
  Ghost,
  Heart,
  Landmark,
  Laugh,
  type LucideIcon,
  Rocket,
  Search,
  Skull,
  Swords,
  WandSparkles,
} from "lucide-react";

type GenreArt = { icon: LucideIcon; glow: string };

// Each genre gets its own emblem and a tint for the card's cover; unknown genres get a book.
const art: Record<string, GenreArt> = {
  fantasy: { icon: WandSparkles, glow: "rgba(167,139,250,0.75)" },
  "sci-fi": { icon: Rocket, glow: "rgba(56,189,248,0.7)" },
  "science-fiction": { icon: Rocket, glow: "rgba(56,189,248,0.7)" },
  mystery: { icon: Search, glow: "rgba(129,140,248,0.7)" },
  horror: { icon: Ghost, glow: "rgba(239,68,68,0.65)" },
  adventure: { icon: Compass, glow: "rgba(245,165,36,0.75)" },
  romance: { icon: Heart, glow: "rgba(244,114,182,0.7)" },
  thriller: { icon: Skull, glow: "rgba(248,113,113,0.65)" },
  historical: { icon: Landmark, glow: "rgba(217,119,6,0.7)" },
  drama: { icon: Drama, glow: "rgba(192,132,252,0.7)" },
  comedy: { icon: Laugh, glow: "rgba(250,204,21,0.7)" },
  action: { icon: Swords, glow: "rgba(251,146,60,0.7)" },
};

export function genreArt(genre: string): GenreArt {
  return art[genre.toLowerCase()] ?? { icon: BookOpen, glow: "rgba(245,165,36,0.65)" };
}

/** "sci-fi" → "Sci-fi", "post-apocalyptic" → "Post-apocalyptic". */
export function genreLabel(genre: string): string {
  const text = genre.trim();
  return text ? text[0]!.toUpperCase() + text.slice(1) : "Story";
}
