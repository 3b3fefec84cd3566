import { ArrowLeft, EyeOff, Flag, RefreshCw, X } from "lucide-react";
import { lazy, useEffect } from "react";
import { Link } from "wouter";
import type { AdminReport } from "../../../contract/reports";
import { serverMessage } from "../../api/request";
import { Button } from "../../ui/button";
import { FormAlert } from "../../ui/form-alert";
import { FullPageLoader } from "../../ui/full-page-loader";
import { Logo } from "../../ui/logo";
import { toast } from "../../ui/toast-store";
import { useDecide, useReports } from "./use-reports";

const NotFoundPage = lazy(() => import("../not-found/not-found-page"));
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: "medium", timeStyle: "short" });

function ReportRow({ report }: { report: AdminReport }) {
  const decide = useDecide();
  const run = (decision: "unlist" | "dismiss") =>
    decide.mutate(
      { id: report.id, decision },
      {
        onSuccess: ({ message }) => toast({ title: message, variant: "success" }),
        onError: (error) =>
          toast({
            title: serverMessage(error, "That did not work. Please try again."),
            variant: "destructive",
          }),
      },
    );
  return (
    <li
      data-testid="report-row"
      className="grid gap-3 rounded-2xl border border-ink-200 bg-white p-5 sm:grid-cols-[1fr_auto] sm:items-start dark:border-ink-800 dark:bg-ink-900"
    >
      <div className="min-w-0">
        <h2 className="font-semibold text-ink-950 text-lg dark:text-white">
          <a
            href={`/play/${report.game.shareSlug}`}
            target="_blank"
            rel="noopener noreferrer"
            className="underline-offset-2 hover:underline"
          >
            {report.game.title}
          </a>
        </h2>
        <p className="text-ink-500 text-sm dark:text-ink-400">
          by {report.game.creatorName} · reported{" "}
          <time dateTime={report.createdAt}>{dateFormat.format(new Date(report.createdAt))}</time>
          {report.game.unlisted ? " · already unlisted" : ""}
        </p>
        <p className="mt-2 inline-flex items-center gap-1.5 rounded-full bg-red-50 px-2.5 py-0.5 font-semibold text-red-800 text-sm dark:bg-red-950 dark:text-red-200">
          <Flag aria-hidden className="size-3.5" />
          {report.reason}
        </p>
        {report.note ? (
          <blockquote className="mt-2 whitespace-pre-wrap border-ink-200 border-l-2 pl-3 text-ink-700 text-sm dark:border-ink-700 dark:text-ink-200">
            {report.note}
          </blockquote>
        ) : null}
      </div>
      <div className="flex gap-2 sm:flex-col">
        <Button variant="destructive" size="sm" disabled={decide.isPending} onClick={() => run("unlist")}>
          <EyeOff aria-hidden />
          Unlist
        </Button>
        <Button variant="secondary" size="sm" disabled={decide.isPending} onClick={() => run("dismiss")}>
          <X aria-hidden />
          Dismiss
        </Button>
      </div>
    </li>
  );
}

/** /admin/reports (issue 34): the open reports, for the operators ADMIN_EMAILS names. */
export default function AdminReportsPage() {
  const reports = useReports();
  useEffect(() => {
    document.title = "Reports · Taleforge";
  }, []);
  if (reports.isPending) return <FullPageLoader label="Loading…" />;
  // Not an operator: the page does not exist for them, as the API says.
  if (reports.data === null) return <NotFoundPage />;
  return (
    <div className="min-h-dvh bg-ink-50 dark:bg-ink-950">
      <header className="border-ink-200 border-b bg-white/80 backdrop-blur dark:border-ink-800 dark:bg-ink-900/80">
        <div className="mx-auto flex max-w-4xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
          <Link href="/" className="rounded-lg" aria-label="Taleforge home">
            <Logo />
          </Link>
          <Button asChild variant="ghost" size="sm">
            <Link href="/">
              <ArrowLeft aria-hidden />
              Back to Studio
            </Link>
          </Button>
        </div>
      </header>
      <main className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
        <h1 className="font-display font-semibold text-3xl text-ink-950 tracking-tight dark:text-white">
          Reports
        </h1>
        <p className="mt-2 text-ink-600 dark:text-ink-300">
          Open reports, oldest first. Unlist takes the game out of the gallery at once and tells its creator
          why; the game stays playable by its link.
        </p>
        <div className="mt-6">
          {reports.isError ? (
            <div className="grid justify-items-start gap-3">
              <FormAlert>{serverMessage(reports.error, "The reports could not be loaded.")}</FormAlert>
              <Button variant="secondary" onClick={() => void reports.refetch()}>
                <RefreshCw aria-hidden />
                Try again
              </Button>
            </div>
          ) : reports.data.reports.length === 0 ? (
            <p className="rounded-2xl border border-ink-300 border-dashed bg-white px-6 py-10 text-center text-ink-600 dark:border-ink-700 dark:bg-ink-900 dark:text-ink-300">
              No open reports.
            </p>
          ) : (
            <ul className="grid gap-4">
              {reports.data.reports.map((report) => (
                <ReportRow key={report.id} report={report} />
              ))}
            </ul>
          )}
        </div>
      </main>
    </div>
  );
}
