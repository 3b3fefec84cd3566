import { useInfiniteQuery } from "@tanstack/react-query";
import { ExploreResponse, type ExploreSort } from "../../../contract/explore";
import { throwIfResNotOk } from "../../api/request";

export type ExploreFilters = { q: string; genre: string; sort: ExploreSort; childSafe: boolean };

export function exploreUrl(filters: ExploreFilters, cursor: string | null): string {
  const params = new URLSearchParams();
  if (filters.q.trim()) params.set("q", filters.q.trim());
  if (filters.genre) params.set("genre", filters.genre);
  params.set("sort", filters.sort);
  if (filters.childSafe) params.set("childSafe", "true");
  if (cursor) params.set("cursor", cursor);
  return `/api/explore?${params}`;
}

/** The gallery, a page at a time: "Load more" asks for the page after the last card (cursor). */
export function useExplore(filters: ExploreFilters) {
  return useInfiniteQuery({
    queryKey: ["/api/explore", filters],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }) => {
      const res = await fetch(exploreUrl(filters, pageParam), { credentials: "include" });
      await throwIfResNotOk(res);
      return ExploreResponse.parse(await res.json());
    },
    getNextPageParam: (last) => last.nextCursor,
    // The list changes as games are published and played: a return to the page reads it afresh.
    staleTime: 30_000,
  });
}
