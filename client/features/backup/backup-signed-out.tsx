import { StudioPage } from "../creation-common/studio-page";
import { AccessError } from "./access-error";

/** `/backup` for a signed-out visitor: the page, with the Access Error where the list would be. */
export default function BackupSignedOut() {
  return (
    <StudioPage
      title="Backup Manager"
      subtitle="Keep copies of your games and bring lost ones back."
      backLabel="Home"
    >
      <AccessError />
    </StudioPage>
  );
}
