import { StudioPage } from "../creation-common/studio-page";
import { CreateForm } from "./create-form";

/** `/create`: Create New Adventure for a signed-in creator. */
export default function CreatePage() {
  return (
    <StudioPage
      title="Create New Adventure"
      subtitle="Shape your world, then let the AI help you fill it with life."
    >
      <CreateForm mode="owner" />
    </StudioPage>
  );
}
