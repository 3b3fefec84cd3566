import { Backpack, Bookmark, BookOpen, Heart, History, MapPin, Sparkles, Star, Trophy } from "lucide-react";
import type { ReactNode } from "react";
import { EXPERIENCE_PER_LEVEL, INVENTORY_LIMIT } from "../../../contract/constants";
import type { SessionData } from "../../../contract/play";
import { ProgressBar } from "../../ui/progress-bar";
import { AboutGame } from "./about-game";

/** Spec 000 §9: recent actions shown, and how much of each response. */
const RECENT_ACTIONS = 3;
const RESPONSE_CHARS = 100;

export function cut(text: string, max = RESPONSE_CHARS): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max).trimEnd()}…` : flat;
}

function Card({
  title,
  icon,
  aside,
  children,
}: {
  title: string;
  icon: ReactNode;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const id = `sidebar-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-ink-200 bg-white p-5 shadow-ink-900/5 shadow-sm dark:border-ink-800 dark:bg-ink-900"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id={id} className="flex items-center gap-2 font-semibold text-ink-950 dark:text-white">
          <span className="text-ember-600 dark:text-ember-400">{icon}</span>
          {title}
        </h2>
        {aside}
      </div>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function Meter({ label, value, children }: { label: ReactNode; value: string; children: ReactNode }) {
  return (
    <div className="grid gap-1.5">
      <div className="flex items-center justify-between text-sm">
        <span className="flex items-center gap-1.5 text-ink-700 dark:text-ink-200">{label}</span>
        <span className="font-medium text-ink-900 tabular-nums dark:text-ink-50">{value}</span>
      </div>
      {children}
    </div>
  );
}

/** Spec 000 §2: Player Status, Inventory, Progress with achievements, and recent actions. */
export function PlayerSidebar({ session }: { session: SessionData }) {
  const { playerState: player, gameProgress, actionHistory, chapterTitle, sceneTitle } = session;
  const experience = player.experience % EXPERIENCE_PER_LEVEL;
  const progress = Math.round(gameProgress);
  const items = player.inventory.slice(0, INVENTORY_LIMIT);
  const recent = actionHistory.slice(-RECENT_ACTIONS).reverse();

  return (
    <div className="grid gap-5">
      <Card
        title="Player Status"
        icon={<Heart aria-hidden className="size-4" />}
        aside={
          <span className="rounded-full bg-ink-900 px-2.5 py-0.5 font-semibold text-white text-xs dark:bg-ember-500 dark:text-ink-950">
            Level {player.level}
          </span>
        }
      >
        <div className="grid gap-4">
          <Meter label="Health" value={`${player.health}/${player.maxHealth}`}>
            <ProgressBar
              label="Health"
              value={player.health}
              max={player.maxHealth}
              valueText={`${player.health} of ${player.maxHealth}`}
              tone="bg-gradient-to-r from-red-500 to-rose-400"
            />
          </Meter>
          <Meter
            label={
              <>
                <Star aria-hidden className="size-3.5" /> Experience
              </>
            }
            value={`${experience}/${EXPERIENCE_PER_LEVEL} XP`}
          >
            <ProgressBar
              label="Experience"
              value={experience}
              max={EXPERIENCE_PER_LEVEL}
              valueText={`${experience} of ${EXPERIENCE_PER_LEVEL} experience points toward the next level`}
              tone="bg-gradient-to-r from-ember-500 to-ember-300"
            />
          </Meter>
          {player.currentLocation ? (
            <p className="flex items-center gap-1.5 text-ink-600 text-sm dark:text-ink-300">
              <MapPin aria-hidden className="size-3.5 shrink-0" />
              <span className="sr-only">Location:</span>
              {player.currentLocation}
            </p>
          ) : null}
        </div>
      </Card>

      <Card
        title="Inventory"
        icon={<Backpack aria-hidden className="size-4" />}
        aside={
          <span className="text-ink-500 text-sm tabular-nums dark:text-ink-300">
            {player.inventory.length}/{INVENTORY_LIMIT} items
          </span>
        }
      >
        {items.length ? (
          <ul className="grid gap-2.5">
            {items.map((item) => (
              <li key={item.id} className="rounded-lg bg-ink-50 px-3 py-2.5 dark:bg-ink-950/50">
                <div className="flex items-center justify-between gap-2">
                  <span className="font-medium text-ink-950 text-sm dark:text-white">{item.name}</span>
                  {item.type ? (
                    <span className="rounded bg-ink-100 px-1.5 py-0.5 text-[0.7rem] text-ink-600 uppercase tracking-wide dark:bg-ink-800 dark:text-ink-300">
                      {item.type}
                    </span>
                  ) : null}
                </div>
                {item.description ? (
                  <p className="mt-1 text-ink-600 text-xs leading-relaxed dark:text-ink-300">
                    {item.description}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-ink-500 text-sm dark:text-ink-300">
            Your pack is empty. Look around — things turn up.
          </p>
        )}
      </Card>

      <Card
        title="Progress"
        icon={<Sparkles aria-hidden className="size-4" />}
        aside={
          <span className="font-medium text-ink-900 text-sm tabular-nums dark:text-ink-50">{progress}%</span>
        }
      >
        {/* Spec 000 §2: where the player is in the story, when the server names it. */}
        {chapterTitle || sceneTitle ? (
          <dl className="mb-4 grid gap-2 rounded-lg bg-ink-50 px-3 py-2.5 text-sm dark:bg-ink-950/50">
            {chapterTitle ? (
              <div className="grid gap-0.5">
                <dt className="flex items-center gap-1.5 text-ink-500 text-xs dark:text-ink-300">
                  <BookOpen aria-hidden className="size-3.5" />
                  Chapter
                </dt>
                <dd data-testid="sidebar-chapter-title" className="font-medium text-ink-950 dark:text-white">
                  {chapterTitle}
                </dd>
              </div>
            ) : null}
            {sceneTitle ? (
              <div className="grid gap-0.5">
                <dt className="flex items-center gap-1.5 text-ink-500 text-xs dark:text-ink-300">
                  <Bookmark aria-hidden className="size-3.5" />
                  Scene
                </dt>
                <dd data-testid="sidebar-scene-title" className="font-medium text-ink-950 dark:text-white">
                  {sceneTitle}
                </dd>
              </div>
            ) : null}
          </dl>
        ) : null}
        <ProgressBar
          label="Story completion"
          value={progress}
          valueText={`${progress}% of the story complete`}
          tone="bg-gradient-to-r from-ink-500 to-ember-500"
        />
        {progress >= 100 ? (
          <p className="mt-2 font-medium text-emerald-700 text-sm dark:text-emerald-300">
            Story complete! Continue exploring...
          </p>
        ) : progress >= 90 ? (
          <p className="mt-2 font-medium text-ember-700 text-sm dark:text-ember-300">
            Approaching story climax!
          </p>
        ) : null}
        <h3 className="mt-5 flex items-center gap-1.5 font-medium text-ink-800 text-sm dark:text-ink-100">
          <Trophy aria-hidden className="size-3.5 text-ember-600 dark:text-ember-400" />
          Achievements
        </h3>
        {player.achievements.length ? (
          <ul className="mt-2 grid gap-1.5">
            {player.achievements.map((achievement) => (
              <li
                key={achievement}
                className="flex items-start gap-2 text-ink-700 text-sm leading-snug dark:text-ink-200"
              >
                <span aria-hidden className="mt-1.5 size-1.5 shrink-0 rounded-full bg-ember-500" />
                {achievement}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-1.5 text-ink-500 text-sm dark:text-ink-300">None yet — keep exploring.</p>
        )}
      </Card>

      <Card title="Recent Actions" icon={<History aria-hidden className="size-4" />}>
        {recent.length ? (
          <ol className="grid gap-3" data-testid="recent-actions">
            {recent.map((entry) => (
              <li key={entry.id} className="border-ink-200 border-l-2 pl-3 dark:border-ink-700">
                <p className="font-medium text-ink-950 text-sm dark:text-white">{entry.playerAction}</p>
                <p className="mt-0.5 text-ink-600 text-xs leading-relaxed dark:text-ink-300">
                  {cut(entry.gameResponse)}
                </p>
              </li>
            ))}
          </ol>
        ) : (
          <p className="text-ink-500 text-sm dark:text-ink-300">Your choices will be remembered here.</p>
        )}
      </Card>

      <AboutGame game={session.game} />
    </div>
  );
}
