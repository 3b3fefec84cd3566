import { z } from "zod";

/** The signed-in user as `GET /api/auth/user` answers it. */
export const User = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
});
export type User = z.infer<typeof User>;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

const email = z
  .string({ error: "Email is required" })
  .trim()
  .toLowerCase()
  .min(1, "Email is required")
  .max(254, "Email is too long")
  .pipe(z.email({ error: "Enter a valid email address" }));

/** A password must resist guessing: long enough, and not letters or digits alone. */
const newPassword = z
  .string({ error: "Password is required" })
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`)
  .refine((p) => /[A-Za-z]/.test(p) && /[^A-Za-z]/.test(p), {
    message: "Password must mix letters with numbers or symbols",
  });

const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((v) => (v ? v : undefined));

export const SignUpBody = z.object({
  firstName: z
    .string({ error: "First name is required" })
    .trim()
    .min(1, "First name is required")
    .max(60, "First name is too long"),
  lastName: optionalText(60, "Last name is too long"),
  profileImageUrl: z
    .string()
    .trim()
    .max(2000, "Profile image URL is too long")
    .optional()
    .transform((v) => (v ? v : undefined))
    // https only: an http image on an https page is mixed content, and no other scheme is an image.
    .pipe(z.url({ protocol: /^https$/, error: "Profile image URL must be an https:// address" }).optional()),
  email,
  password: newPassword,
});
export type SignUpInput = z.input<typeof SignUpBody>;

export const SignInBody = z.object({
  email,
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(PASSWORD_MAX),
});
export type SignInInput = z.input<typeof SignInBody>;

/** What sign-in and sign-up answer: the user, and where the browser goes next. */
export const SignedIn = z.object({ user: User, redirectTo: z.string() });
export type SignedIn = z.infer<typeof SignedIn>;

/** The sign-in page's messages; the client shows them as the server words them. */
export const AccountMessages = {
  wrongPassword: "Incorrect email or password",
  emailTaken: "An account with this email already exists. Sign in instead.",
  unauthorized: "Unauthorized",
} as const;

/**
 * Why a sign-in is refused for now (429): too many wrong passwords for this email, from
 * anywhere. Said the same whether or not an account has the email.
 */
export function signInPausedMessage(retryAfterMs: number): string {
  const seconds = Math.max(Math.ceil(retryAfterMs / 1000), 1);
  const wait =
    seconds < 60
      ? `${seconds} second${seconds === 1 ? "" : "s"}`
      : `${Math.ceil(seconds / 60)} minute${Math.ceil(seconds / 60) === 1 ? "" : "s"}`;
  return `Too many failed sign-ins for this account. Please wait ${wait} and try again.`;
}
