import { useQuery } from "@tanstack/react-query";
import type { CreatorStats } from "../../../contract/analytics";

export const CREATOR_STATS_KEY = ["/api/games/stats"] as const;

/** The stats card's plays and finished runs across the creator's games (issue 34); fresh each visit. */
export function useCreatorStats(enabled: boolean) {
  return useQuery<CreatorStats>({
    queryKey: CREATOR_STATS_KEY,
    enabled,
    staleTime: 0,
    refetchOnMount: "always",
  });
}
