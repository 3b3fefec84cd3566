import { useEffect } from "react";
import { FullPageLoader } from "../../ui/full-page-loader";

/** `/story-editor/{gameId}` while signed out: to sign in, then straight back to this story. */
export default function StoryEditorSignedOut({ gameId }: { gameId: string }) {
  useEffect(() => {
    const returnTo = `/story-editor/${encodeURIComponent(gameId)}`;
    window.location.replace(`/api/login?returnTo=${encodeURIComponent(returnTo)}`);
  }, [gameId]);
  return <FullPageLoader label="Taking you to sign in…" />;
}
