import { Archive } from "lucide-react";
import { StudioPage } from "../creation-common/studio-page";
import { SignInCard } from "./sign-in-card";

/**
 * `/backup` for a signed-out visitor (issue 30 item 2): an invitation to sign in, not an error —
 * nothing went wrong yet. The Access Error is for a session that ends while the page is in use.
 */
export default function BackupSignedOut() {
  return (
    <StudioPage
      title="Backup Manager"
      subtitle="Keep copies of your games and bring lost ones back."
      backLabel="Home"
    >
      <SignInCard id="backup-sign-in-title" icon={Archive} title="Sign in to see your backups" tone="invite">
        Backups are copies of your games, made every 6 hours and whenever you ask. Sign in to download one,
        make one now, or restore a game.
      </SignInCard>
    </StudioPage>
  );
}
