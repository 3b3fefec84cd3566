import { StudioPage } from "../creation-common/studio-page";
import { WriterNote } from "../creation-common/writer-note";
import { CreateForm } from "./create-form";

/** `/create`: Create New Adventure for a signed-in creator. */
export default function CreatePage() {
  return (
    <StudioPage
      title="Create New Adventure"
      subtitle="Shape your world, then let the AI help you fill it with life."
    >
      <WriterNote className="-mt-4 mb-6" />
      <CreateForm mode="owner" />
    </StudioPage>
  );
}
