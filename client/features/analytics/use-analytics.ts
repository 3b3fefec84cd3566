import { useQuery } from "@tanstack/react-query";
import type { GameAnalytics } from "../../../contract/analytics";

export const analyticsKey = (gameId: string) => ["/api/games", gameId, "analytics"] as const;

/** A game's analytics panel; refetched on every visit, since plays keep coming in. */
export function useGameAnalytics(gameId: string) {
  return useQuery<GameAnalytics>({ queryKey: analyticsKey(gameId), staleTime: 0, refetchOnMount: "always" });
}
