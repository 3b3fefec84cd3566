import { ShieldAlert } from "lucide-react";
import { BackupMessages } from "../../../contract/backups";
import { SignInCard } from "./sign-in-card";

/** Spec 002 §2 and §8: the backup list's Access Error, with the way to sign in and come back. */
export function AccessError() {
  return (
    <SignInCard id="access-error-title" icon={ShieldAlert} title={BackupMessages.accessTitle} tone="error">
      {BackupMessages.access}
    </SignInCard>
  );
}
