import { CalendarCheck, Clock, History, Package } from "lucide-react";
import type { ReactNode } from "react";
import {
  BACKUP_INTERVAL_HOURS,
  BACKUP_KEEP_DAYS,
  BACKUPS_KEPT,
  MANUAL_BACKUPS_KEPT,
} from "../../../contract/backups";
import { formatDate } from "./backup-format";

function InfoCard({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="rounded-2xl border border-ink-200 bg-white p-4 shadow-sm sm:p-5 dark:border-ink-800 dark:bg-ink-900">
      <div className="flex items-center gap-2.5">
        <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-ember-500/15 text-ember-700 dark:text-ember-400 [&_svg]:size-4">
          {icon}
        </span>
        <h2 className="font-semibold text-ink-950 text-sm dark:text-white">{title}</h2>
      </div>
      <p className="mt-2 text-ink-600 text-sm leading-relaxed dark:text-ink-300">{children}</p>
    </li>
  );
}

/** Spec 002 §2: what a backup holds, how often one is made, how long it is kept, and the last one. */
export function InfoCards({ lastBackup, loading }: { lastBackup: string | null; loading: boolean }) {
  return (
    <ul aria-label="About backups" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <InfoCard icon={<Package aria-hidden />} title="What is backed up">
        Your games with their characters, plot lines, outlines, chapters, stories and progression.
      </InfoCard>
      <InfoCard icon={<Clock aria-hidden />} title="How often">
        Automatically every {BACKUP_INTERVAL_HOURS} hours when your games have changed, and with Create Backup
        Now whenever they differ from your newest backup.
      </InfoCard>
      <InfoCard icon={<History aria-hidden />} title="How long">
        {BACKUP_KEEP_DAYS} days: your newest {BACKUPS_KEPT} automatic backups are kept, and apart from them
        your newest {MANUAL_BACKUPS_KEPT} made with Create Backup Now.
      </InfoCard>
      <InfoCard icon={<CalendarCheck aria-hidden />} title="Last backup">
        {loading ? "Checking…" : lastBackup ? formatDate(lastBackup) : "No backups yet"}
      </InfoCard>
    </ul>
  );
}
