import { Compass, DatabaseBackup, LogOut, Moon, Sparkles, Sun } from "lucide-react";
import { useState } from "react";
import { Link } from "wouter";
import type { User } from "../../../contract/account";
import { forgetPrivateStorage } from "../../app/private-storage";
import { useTheme } from "../../app/theme";
import { Button } from "../../ui/button";
import { Logo } from "../../ui/logo";

const FALLBACK_AVATAR = "/avatar-fallback.svg";

function Avatar({ src }: { src: string | null }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={!src || failed ? FALLBACK_AVATAR : src}
      onError={() => setFailed(true)}
      alt=""
      className="hidden size-9 rounded-full border border-ink-200 bg-ink-100 object-cover min-[400px]:block dark:border-ink-700"
    />
  );
}

export function DashboardHeader({ user }: { user: User }) {
  const { theme, toggle } = useTheme();
  return (
    <header className="border-ink-200 border-b bg-white/80 backdrop-blur dark:border-ink-800 dark:bg-ink-900/80">
      {/* On a 320 px phone the mark stands alone, the avatar gives way to the name, and the name
          shortens, so Logout stays on screen. */}
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-2 px-4 py-3 sm:gap-4 sm:px-6">
        <Logo className="[&>span]:hidden min-[400px]:[&>span]:inline" />
        <div className="flex items-center gap-1.5 sm:gap-2">
          <span className="flex items-center gap-2.5 pr-1 sm:pr-2">
            <Avatar src={user.profileImageUrl} />
            <span
              className="max-w-24 truncate font-medium text-ink-900 text-sm sm:max-w-48 dark:text-ink-50"
              data-testid="user-first-name"
            >
              {user.firstName || "Creator"}
            </span>
          </span>
          <Button asChild variant="ghost" size="sm" className="px-2.5 sm:px-3">
            <Link href="/explore" aria-label="Explore adventures" title="Explore adventures">
              <Compass aria-hidden />
              <span className="hidden md:inline">Explore</span>
            </Link>
          </Button>
          <Button asChild variant="ghost" size="sm" className="px-2.5 sm:px-3">
            <Link href="/settings/ai" aria-label="AI Settings" title="AI Settings">
              <Sparkles aria-hidden />
              <span className="hidden md:inline">AI Settings</span>
            </Link>
          </Button>
          <Button asChild variant="ghost" size="sm" className="px-2.5 sm:px-3">
            <Link href="/backup" aria-label="Backup Manager" title="Backup Manager">
              <DatabaseBackup aria-hidden />
              <span className="hidden md:inline">Backup Manager</span>
            </Link>
          </Button>
          <Button
            variant="ghost"
            size="icon"
            onClick={toggle}
            aria-label={theme === "dark" ? "Switch to light theme" : "Switch to dark theme"}
            title={theme === "dark" ? "Light theme" : "Dark theme"}
          >
            {theme === "dark" ? <Sun aria-hidden /> : <Moon aria-hidden />}
          </Button>
          {/*
            Logout is a POST (a link would let any site sign people out): a form, so that it is
            still one click and a server navigation to /api/logout, which answers with "/". The
            next person on this browser must not be offered this creator's drafts (ADR 008).
          */}
          <form method="post" action="/api/logout" onSubmit={forgetPrivateStorage} className="flex">
            <Button
              type="submit"
              variant="secondary"
              size="sm"
              className="px-2.5 sm:px-3"
              aria-label="Logout"
              title="Logout"
            >
              <LogOut aria-hidden />
              <span className="hidden sm:inline">Logout</span>
            </Button>
          </form>
        </div>
      </div>
    </header>
  );
}
