import { useEffect } from "react";
import { FullPageLoader } from "../../ui/full-page-loader";

/** `/analytics/{id}` while signed out: to sign in, then straight back to this game's panel. */
export default function AnalyticsSignedOut({ id }: { id: string }) {
  useEffect(() => {
    const returnTo = `/analytics/${encodeURIComponent(id)}`;
    window.location.replace(`/api/login?returnTo=${encodeURIComponent(returnTo)}`);
  }, [id]);
  return <FullPageLoader label="Taking you to sign in…" />;
}
