import { useAuth } from "../../app/use-auth";
import { FullPageLoader } from "../../ui/full-page-loader";
import { DashboardHeader } from "./dashboard-header";

/** `/` for a signed-in creator: Your Creative Studio. */
export default function DashboardPage() {
  const { user, isLoading } = useAuth();
  if (isLoading || !user) return <FullPageLoader label="Loading your creative studio..." />;
  return (
    <div className="min-h-dvh bg-ink-50 dark:bg-ink-950">
      <DashboardHeader user={user} />
      <main className="mx-auto max-w-6xl px-6 py-10">
        <h1 className="font-display font-semibold text-3xl text-ink-950 tracking-tight dark:text-white">
          Your Creative Studio
        </h1>
        <p className="mt-2 text-ink-600 dark:text-ink-300">
          Manage your text adventures and track their performance.
        </p>
      </main>
    </div>
  );
}
