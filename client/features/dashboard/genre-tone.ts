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
  Swords,
  WandSparkles,
  Zap,
} from "lucide-react";

type Tone = { icon: LucideIcon; accent: string };

// A card's cover: a tint and an emblem per genre family, so a shelf of games reads at a glance.
const tones: Array<[RegExp, Tone]> = [
  [/fantasy|fairy|myth|magic/, { icon: WandSparkles, accent: "#a78bfa" }],
  [/sci|space|cyber|dystop|steam|apocal/, { icon: Rocket, accent: "#38bdf8" }],
  [/myster|noir|crime|detect|espion/, { icon: Search, accent: "#818cf8" }],
  [/horror|supernatural|gothic|psycholog/, { icon: Ghost, accent: "#f87171" }],
  [/thriller|action|war/, { icon: Zap, accent: "#fb923c" }],
  [/romance|erotica|love/, { icon: Heart, accent: "#f472b6" }],
  [/histor|western|biograph/, { icon: Landmark, accent: "#d97706" }],
  [/comedy|humou?r/, { icon: Laugh, accent: "#facc15" }],
  [/drama|literary|coming|slice|young|modern/, { icon: Drama, accent: "#c084fc" }],
  [/adventure|quest/, { icon: Compass, accent: "#f5a524" }],
  [/battle|fight/, { icon: Swords, accent: "#fb923c" }],
];

export function genreTone(genre: string): Tone {
  const g = genre.toLowerCase();
  return tones.find(([pattern]) => pattern.test(g))?.[1] ?? { icon: BookOpen, accent: "#f5a524" };
}

/** "sci-fi" → "Sci-Fi", "post-apocalyptic" → "Post-Apocalyptic". */
export function genreName(genre: string): string {
  const words = genre
    .trim()
    .split(/[-_\s]+/)
    .filter(Boolean);
  return words.length ? words.map((w) => w[0]?.toUpperCase() + w.slice(1)).join("-") : "Story";
}
