import { useEffect } from "react";
import { FullPageLoader } from "../../ui/full-page-loader";

/** `/adaptive-story/{id}` while signed out: to sign in, then straight back to this story. */
export default function AdaptiveStorySignedOut({ gameId }: { gameId: string }) {
  useEffect(() => {
    const returnTo = `/adaptive-story/${encodeURIComponent(gameId)}`;
    window.location.replace(`/api/login?returnTo=${encodeURIComponent(returnTo)}`);
  }, [gameId]);
  return <FullPageLoader label="Taking you to sign in…" />;
}
