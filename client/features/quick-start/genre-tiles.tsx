import {
  Coffee,
  Cog,
  Compass,
  Cpu,
  Drama,
  Ghost,
  Heart,
  HeartHandshake,
  Landmark,
  Laugh,
  type LucideIcon,
  MoonStar,
  Radiation,
  Rocket,
  Search,
  Skull,
  Sunset,
  WandSparkles,
  Zap,
} from "lucide-react";
import { GENRES_QUICK_START } from "../../../contract/constants";
import { cn } from "../../ui/cn";
import { genreLabel } from "../creation-common/genres";

type Genre = (typeof GENRES_QUICK_START)[number];

const TILES: Record<Genre, { icon: LucideIcon; blurb: string }> = {
  fantasy: { icon: WandSparkles, blurb: "Magic, quests and old powers" },
  "sci-fi": { icon: Rocket, blurb: "Starships and strange futures" },
  mystery: { icon: Search, blurb: "Clues, suspects and secrets" },
  horror: { icon: Ghost, blurb: "Dread in the dark" },
  adventure: { icon: Compass, blurb: "Maps, peril and treasure" },
  romance: { icon: Heart, blurb: "Hearts won and lost" },
  "romantic-drama": { icon: HeartHandshake, blurb: "Love against the odds" },
  thriller: { icon: Skull, blurb: "A race against time" },
  historical: { icon: Landmark, blurb: "Lives in another age" },
  comedy: { icon: Laugh, blurb: "Mishaps and misunderstandings" },
  drama: { icon: Drama, blurb: "Choices that cut deep" },
  superhero: { icon: Zap, blurb: "Powers and responsibility" },
  "slice-of-life": { icon: Coffee, blurb: "Small moments that matter" },
  cyberpunk: { icon: Cpu, blurb: "Neon, chrome and hackers" },
  steampunk: { icon: Cog, blurb: "Brass, steam and airships" },
  western: { icon: Sunset, blurb: "Dust, outlaws and frontier" },
  "post-apocalyptic": { icon: Radiation, blurb: "Surviving the aftermath" },
  supernatural: { icon: MoonStar, blurb: "Spirits and the unexplained" },
};

/** The 18 genre tiles: a single choice, announced as pressed toggle buttons. */
export function GenreTiles({ value, onChange }: { value: string; onChange: (genre: string) => void }) {
  return (
    <fieldset className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      <legend className="sr-only">Genre</legend>
      {GENRES_QUICK_START.map((genre) => {
        const { icon: Icon, blurb } = TILES[genre];
        const selected = value === genre;
        return (
          <button
            key={genre}
            type="button"
            aria-pressed={selected}
            onClick={() => onChange(genre)}
            className={cn(
              "group flex cursor-pointer flex-col items-start gap-2 rounded-xl border p-3.5 text-left transition",
              selected
                ? "border-ember-500 bg-ember-500/12 shadow-sm ring-2 ring-ember-500/40"
                : "border-ink-200 bg-white hover:border-ink-300 hover:bg-ink-50 dark:border-ink-700 dark:bg-ink-900 dark:hover:bg-ink-800",
            )}
          >
            <span
              className={cn(
                "flex size-9 items-center justify-center rounded-lg transition",
                selected
                  ? "bg-ember-500 text-ink-950"
                  : "bg-ink-100 text-ink-700 group-hover:bg-ink-200 dark:bg-ink-800 dark:text-ink-200",
              )}
            >
              <Icon aria-hidden className="size-5" />
            </span>
            <span className="font-semibold text-ink-950 text-sm dark:text-white">{genreLabel(genre)}</span>
            <span className="text-ink-600 text-xs leading-snug dark:text-ink-300">{blurb}</span>
          </button>
        );
      })}
    </fieldset>
  );
}
