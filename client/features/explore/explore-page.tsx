import { ArrowLeft, Compass, LogIn, RefreshCw, Search, TriangleAlert } from "lucide-react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { Link } from "wouter";
import { GENRES_ALL, GENRES_CREATE } from "../../../contract/constants";
import { EXPLORE_QUERY_MAX, type ExploreSort } from "../../../contract/explore";
import { serverMessage } from "../../api/request";
import { useAuth } from "../../app/use-auth";
import { Button } from "../../ui/button";
import { Logo } from "../../ui/logo";
import { Skeleton } from "../../ui/skeleton";
import { Spinner } from "../../ui/spinner";
import { genreName } from "../dashboard/genre-tone";
import { ExploreCard } from "./explore-card";
import { type ExploreFilters, useExplore } from "./use-explore";

const GENRES = [...new Set<string>([...GENRES_ALL, ...GENRES_CREATE])].sort((a, b) =>
  genreName(a).localeCompare(genreName(b)),
);
const SORTS: Array<[ExploreSort, string]> = [
  ["newest", "Newest"],
  ["most-played", "Most played"],
  ["most-finished", "Most finished"],
];
const GALLERY_FAILED = "The gallery did not answer. Please try again.";
const NO_FILTERS: ExploreFilters = { q: "", genre: "", sort: "newest", childSafe: false };
const control =
  "h-11 rounded-lg border border-ink-200 bg-white px-3 text-ink-900 text-sm outline-none focus:border-ember-500 focus:ring-2 focus:ring-ember-500/30 dark:border-ink-700 dark:bg-ink-900 dark:text-ink-50";

function PageHeader() {
  const { isAuthenticated } = useAuth();
  return (
    <header className="border-ink-200 border-b bg-white/80 backdrop-blur dark:border-ink-800 dark:bg-ink-900/80">
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <Link href="/" className="rounded-lg" aria-label="Taleforge home">
          <Logo />
        </Link>
        {isAuthenticated ? (
          <Button asChild variant="ghost" size="sm">
            <Link href="/">
              <ArrowLeft aria-hidden />
              Back to Studio
            </Link>
          </Button>
        ) : (
          <Button asChild variant="secondary" size="sm">
            <a href="/api/login">
              <LogIn aria-hidden />
              Sign In
            </a>
          </Button>
        )}
      </div>
    </header>
  );
}

function CardsSkeleton() {
  return (
    <ul aria-hidden className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
      {[0, 1, 2, 3, 4, 5].map((i) => (
        <li key={i} className="overflow-hidden rounded-2xl border border-ink-200 dark:border-ink-800">
          <Skeleton className="h-32 rounded-none" />
          <div className="grid gap-2 p-5">
            <Skeleton className="h-5 w-2/3" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-12 w-full" />
          </div>
        </li>
      ))}
    </ul>
  );
}

function Message({
  icon,
  title,
  children,
}: {
  icon: React.ReactNode;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section
      aria-label={title}
      className="mx-auto flex max-w-lg flex-col items-center rounded-2xl border border-ink-300 border-dashed bg-white px-6 py-12 text-center dark:border-ink-700 dark:bg-ink-900"
    >
      <span className="flex size-14 items-center justify-center rounded-2xl bg-ember-500/15 text-ember-700 dark:text-ember-400">
        {icon}
      </span>
      <h2 className="mt-4 font-display font-semibold text-2xl text-ink-950 tracking-tight dark:text-white">
        {title}
      </h2>
      <div className="mt-2 grid justify-items-center gap-4 text-ink-600 dark:text-ink-300">{children}</div>
    </section>
  );
}

/** The filters a shared or reloaded /explore?… address names; anything unknown is left out. */
function filtersFromAddress(search: string): ExploreFilters {
  const params = new URLSearchParams(search);
  const sort = params.get("sort");
  return {
    q: (params.get("q") ?? "").slice(0, EXPLORE_QUERY_MAX),
    genre: params.get("genre") ?? "",
    sort: SORTS.some(([value]) => value === sort) ? (sort as ExploreSort) : "newest",
    childSafe: params.get("childSafe") === "true",
  };
}

function addressOf(filters: ExploreFilters): string {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set("q", filters.q.trim());
  if (filters.genre) params.set("genre", filters.genre);
  if (filters.sort !== "newest") params.set("sort", filters.sort);
  if (filters.childSafe) params.set("childSafe", "true");
  const query = params.toString();
  return query ? `/explore?${query}` : "/explore";
}

/** /explore (issue 34): the public gallery of adventures, for visitors and creators alike. */
export default function ExplorePage() {
  const [filters, setFilters] = useState<ExploreFilters>(() => filtersFromAddress(window.location.search));
  const [typed, setTyped] = useState(filters.q);
  const ids = { search: useId(), genre: useId(), sort: useId(), child: useId() };
  const list = useExplore(filters);
  const games = list.data?.pages.flatMap((p) => p.games) ?? [];
  const filtered = filters.q.trim() !== "" || filters.genre !== "" || filters.childSafe;

  useEffect(() => {
    document.title = "Explore adventures · Taleforge";
  }, []);
  // The address keeps the search, so that a reload, Back from a game or a shared link finds it.
  useEffect(() => {
    const address = addressOf(filters);
    if (`${window.location.pathname}${window.location.search}` !== address)
      window.history.replaceState(window.history.state, "", address);
  }, [filters]);
  // The list follows the search box a moment after typing stops; Enter asks at once.
  useEffect(() => {
    const timer = setTimeout(() => setFilters((f) => (f.q === typed ? f : { ...f, q: typed })), 350);
    return () => clearTimeout(timer);
  }, [typed]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFilters((f) => ({ ...f, q: typed }));
  };
  const clear = () => {
    setTyped("");
    setFilters(NO_FILTERS);
  };

  return (
    <div className="min-h-dvh bg-ink-50 dark:bg-ink-950">
      <PageHeader />
      <main className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10">
        <h1 className="font-display font-semibold text-3xl text-ink-950 tracking-tight sm:text-4xl dark:text-white">
          Explore adventures
        </h1>
        <p className="mt-2 max-w-2xl text-ink-600 dark:text-ink-300">
          Stories their creators chose to share. Pick one and play — no account needed.
        </p>

        <search>
          <form
            onSubmit={submit}
            className="mt-6 grid gap-3 rounded-2xl border border-ink-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[1fr_auto_auto_auto] lg:items-end dark:border-ink-800 dark:bg-ink-900"
          >
            <div className="grid gap-1.5 sm:col-span-2 lg:col-span-1">
              <label htmlFor={ids.search} className="font-medium text-ink-800 text-sm dark:text-ink-100">
                Search
              </label>
              <div className="relative">
                <Search aria-hidden className="absolute top-3.5 left-3 size-4 text-ink-400" />
                <input
                  id={ids.search}
                  type="search"
                  value={typed}
                  maxLength={EXPLORE_QUERY_MAX}
                  onChange={(e) => setTyped(e.target.value)}
                  placeholder="Words in a title or description"
                  className={`${control} w-full pl-9`}
                />
              </div>
            </div>
            <div className="grid gap-1.5">
              <label htmlFor={ids.genre} className="font-medium text-ink-800 text-sm dark:text-ink-100">
                Genre
              </label>
              <select
                id={ids.genre}
                value={filters.genre}
                onChange={(e) => setFilters((f) => ({ ...f, genre: e.target.value }))}
                className={control}
              >
                <option value="">All genres</option>
                {GENRES.map((g) => (
                  <option key={g} value={g}>
                    {genreName(g)}
                  </option>
                ))}
              </select>
            </div>
            <div className="grid gap-1.5">
              <label htmlFor={ids.sort} className="font-medium text-ink-800 text-sm dark:text-ink-100">
                Sort by
              </label>
              <select
                id={ids.sort}
                value={filters.sort}
                onChange={(e) => setFilters((f) => ({ ...f, sort: e.target.value as ExploreSort }))}
                className={control}
              >
                {SORTS.map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </select>
            </div>
            <label
              htmlFor={ids.child}
              className="flex h-11 cursor-pointer items-center gap-2 rounded-lg border border-ink-200 px-3 text-ink-800 text-sm dark:border-ink-700 dark:text-ink-100"
            >
              <input
                id={ids.child}
                type="checkbox"
                checked={filters.childSafe}
                onChange={(e) => setFilters((f) => ({ ...f, childSafe: e.target.checked }))}
                className="size-4 accent-ember-600"
              />
              Child-safe only
            </label>
          </form>
        </search>

        <section aria-label="Adventures" aria-busy={list.isPending} className="mt-8">
          {list.isPending ? (
            <CardsSkeleton />
          ) : list.isError ? (
            <Message
              icon={<TriangleAlert aria-hidden className="size-7" />}
              title="Adventures could not be loaded"
            >
              <p>
                {/* A refusal says why (a stale cursor, say); a failure needs no server jargon. */}
                {/^5\d\d:/.test(list.error.message)
                  ? GALLERY_FAILED
                  : serverMessage(list.error, GALLERY_FAILED)}
              </p>
              <Button variant="secondary" onClick={() => void list.refetch()}>
                <RefreshCw aria-hidden />
                Try again
              </Button>
            </Message>
          ) : games.length === 0 ? (
            <Message
              icon={<Compass aria-hidden className="size-7" />}
              title={filtered ? "No adventures match" : "No adventures yet"}
            >
              {filtered ? (
                <>
                  <p>Try other words, another genre, or fewer filters.</p>
                  <Button variant="secondary" onClick={clear}>
                    Clear filters
                  </Button>
                </>
              ) : (
                <p>When creators make a published game public, it appears here.</p>
              )}
            </Message>
          ) : (
            <>
              <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
                {games.map((game) => (
                  <li key={game.id}>
                    <ExploreCard game={game} />
                  </li>
                ))}
              </ul>
              {list.hasNextPage ? (
                <div className="mt-8 flex justify-center">
                  <Button
                    variant="secondary"
                    onClick={() => void list.fetchNextPage()}
                    disabled={list.isFetchingNextPage}
                  >
                    {list.isFetchingNextPage ? <Spinner className="size-4" /> : null}
                    {list.isFetchingNextPage ? "Loading..." : "Load more"}
                  </Button>
                </div>
              ) : null}
              {list.isFetchNextPageError ? (
                <p role="alert" className="mt-4 text-center text-red-700 text-sm dark:text-red-300">
                  More adventures could not be loaded. Please try again.
                </p>
              ) : null}
            </>
          )}
        </section>
      </main>
    </div>
  );
}
