import { useEffect } from "react";
import { FullPageLoader } from "../../ui/full-page-loader";

/** `/edit/{id}` while signed out: to sign in, then straight back to this game. */
export default function EditGameSignedOut({ id }: { id: string }) {
  useEffect(() => {
    const returnTo = `/edit/${encodeURIComponent(id)}`;
    window.location.replace(`/api/login?returnTo=${encodeURIComponent(returnTo)}`);
  }, [id]);
  return <FullPageLoader label="Taking you to sign in…" />;
}
