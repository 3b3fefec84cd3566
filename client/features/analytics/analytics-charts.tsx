import type { ReactElement } from "react";
import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import { type GameAnalytics, RANKED_RUNS } from "../../../contract/analytics";

/**
 * The panel's charts (ADR 032): recharts draws SVG from React; this module is the only one that
 * imports it, and the page loads it with React.lazy, so no other screen's code grows. Each chart
 * is one image to assistive technology, named by a sentence that says what it shows.
 */

const EMBER = "#f5a524";
const INK = "#6d5fa3";
const AXIS = { fontSize: 12, fill: "currentColor" };
// Bars are drawn at once: a chart mid-animation shows wrong lengths, and motion is not the point.

function ChartCard({
  title,
  summary,
  height,
  testId,
  children,
}: {
  title: string;
  summary: string;
  height: number;
  testId: string;
  children: ReactElement;
}) {
  return (
    <section
      data-testid={testId}
      className="rounded-2xl border border-ink-200 bg-white p-5 shadow-sm dark:border-ink-800 dark:bg-ink-900"
    >
      <h2 className="font-display font-semibold text-ink-950 text-lg dark:text-white">{title}</h2>
      <div role="img" aria-label={summary} className="mt-4 text-ink-600 dark:text-ink-300" style={{ height }}>
        <ResponsiveContainer width="100%" height="100%">
          {children}
        </ResponsiveContainer>
      </div>
    </section>
  );
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
const shortDate = new Intl.DateTimeFormat(undefined, { month: "short", day: "numeric", timeZone: "UTC" });
const dayLabel = (date: string) => shortDate.format(new Date(`${date}T00:00:00Z`));

export function PlaysPerDayChart({ days }: { days: GameAnalytics["playsPerDay"] }) {
  const total = days.reduce((sum, d) => sum + d.plays, 0);
  const busiest = days.reduce(
    (best, d) => (d.plays > best.plays ? d : best),
    days[0] ?? { date: "", plays: 0 },
  );
  const summary = `${plural(total, "play")} in the last ${days.length} days${
    busiest.plays
      ? `; the busiest day was ${dayLabel(busiest.date)} with ${plural(busiest.plays, "play")}`
      : ""
  }.`;
  const data = days.map((d) => ({ day: dayLabel(d.date), plays: d.plays }));
  return (
    <ChartCard title="Plays per day" summary={summary} height={220} testId="chart-plays-per-day">
      <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: -20 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} strokeOpacity={0.3} />
        <XAxis dataKey="day" tick={AXIS} interval="preserveStartEnd" minTickGap={24} />
        <YAxis allowDecimals={false} tick={AXIS} />
        <Tooltip cursor={{ fillOpacity: 0.1 }} />
        <Bar dataKey="plays" name="Plays" fill={EMBER} radius={[3, 3, 0, 0]} isAnimationActive={false} />
      </BarChart>
    </ChartCard>
  );
}

export function FunnelChart({ funnel }: { funnel: GameAnalytics["funnel"] }) {
  const data = funnel.map((f) => ({
    label: f.title ? `Ch. ${f.chapter}: ${f.title}` : `Chapter ${f.chapter}`,
    reached: f.reached,
  }));
  const summary = `Runs that reached each chapter: ${funnel
    .map((f) => `chapter ${f.chapter}${f.title ? ` (${f.title})` : ""}, ${f.reached}`)
    .join("; ")}.`;
  return (
    <ChartCard
      title="Where players stop"
      summary={summary}
      height={Math.max(120, data.length * 44 + 24)}
      testId="chart-funnel"
    >
      <BarChart data={data} layout="vertical" margin={{ top: 0, right: 40, bottom: 0, left: 0 }}>
        <XAxis type="number" hide allowDecimals={false} domain={[0, "dataMax"]} />
        <YAxis type="category" dataKey="label" width={140} tick={AXIS} />
        <Tooltip cursor={{ fillOpacity: 0.1 }} />
        <Bar
          dataKey="reached"
          name="Runs that got this far"
          fill={INK}
          radius={[0, 4, 4, 0]}
          barSize={28}
          isAnimationActive={false}
        >
          <LabelList dataKey="reached" position="right" fill="currentColor" fontSize={12} />
        </Bar>
      </BarChart>
    </ChartCard>
  );
}

/** Horizontal bars of texts and counts: a scene's choices, or typed actions. */
export function TopTextsChart({
  title,
  items,
  testId,
  noun,
}: {
  title: string;
  items: Array<{ text: string; count: number }>;
  testId: string;
  noun: string;
}) {
  const summary = `${title}: ${items.map((i) => `"${i.text}", ${plural(i.count, noun)}`).join("; ")}.`;
  return (
    <ChartCard title={title} summary={summary} height={Math.max(90, items.length * 40 + 16)} testId={testId}>
      <BarChart data={items} layout="vertical" margin={{ top: 0, right: 40, bottom: 0, left: 0 }}>
        <XAxis type="number" hide allowDecimals={false} domain={[0, "dataMax"]} />
        <YAxis type="category" dataKey="text" width={140} tick={AXIS} />
        <Tooltip cursor={{ fillOpacity: 0.1 }} />
        <Bar
          dataKey="count"
          name={`${noun[0]?.toUpperCase()}${noun.slice(1)}s`}
          fill={EMBER}
          radius={[0, 4, 4, 0]}
          barSize={22}
          isAnimationActive={false}
        >
          <LabelList dataKey="count" position="right" fill="currentColor" fontSize={12} />
        </Bar>
      </BarChart>
    </ChartCard>
  );
}

/** Everything the panel draws, for the page to load in one lazy chunk. */
export default function AnalyticsCharts({ analytics }: { analytics: GameAnalytics }) {
  // Choices and typed actions are counted over the latest runs only (ADR 032): say so when it shows.
  const sample =
    analytics.playsStarted > RANKED_RUNS ? ` (latest ${RANKED_RUNS.toLocaleString()} plays)` : "";
  return (
    <div className="grid gap-6">
      <PlaysPerDayChart days={analytics.playsPerDay} />
      <FunnelChart funnel={analytics.funnel} />
      {analytics.topChoices.map((scene) => (
        <TopTextsChart
          key={scene.scene}
          title={`Most chosen at "${scene.scene}"${sample}`}
          items={scene.choices}
          testId="chart-top-choices"
          noun="pick"
        />
      ))}
      {analytics.topFreeActions.length ? (
        <TopTextsChart
          title={`Most typed actions${sample}`}
          items={analytics.topFreeActions}
          testId="chart-free-actions"
          noun="time"
        />
      ) : null}
    </div>
  );
}
