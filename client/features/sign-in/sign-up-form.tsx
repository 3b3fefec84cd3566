import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { PASSWORD_MIN, SignUpBody, type SignUpInput } from "../../../contract/account";
import { errorMessage } from "../../api/request";
import { Button } from "../../ui/button";
import { Field } from "../../ui/field";
import { FormAlert } from "../../ui/form-alert";
import { Spinner } from "../../ui/spinner";
import { useAccountMutation } from "./use-account-mutation";

export function SignUpForm({ returnTo, onSwitch }: { returnTo: string; onSwitch: () => void }) {
  const form = useForm<SignUpInput>({
    resolver: zodResolver(SignUpBody),
    defaultValues: { firstName: "", lastName: "", email: "", password: "", profileImageUrl: "" },
  });
  const signUp = useAccountMutation<SignUpInput>("/api/auth/sign-up", returnTo);
  const { errors } = form.formState;

  return (
    <form noValidate className="grid gap-5" onSubmit={form.handleSubmit((values) => signUp.mutate(values))}>
      {signUp.isError && <FormAlert>{errorMessage(signUp.error)}</FormAlert>}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label="First name"
          autoComplete="given-name"
          error={errors.firstName?.message}
          {...form.register("firstName")}
        />
        <Field
          label="Last name (optional)"
          autoComplete="family-name"
          error={errors.lastName?.message}
          {...form.register("lastName")}
        />
      </div>
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...form.register("email")}
      />
      <Field
        label="Password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN} characters, mixing letters with numbers or symbols.`}
        error={errors.password?.message}
        {...form.register("password")}
      />
      <Field
        label="Profile image URL (optional)"
        type="url"
        inputMode="url"
        placeholder="https://…"
        error={errors.profileImageUrl?.message}
        {...form.register("profileImageUrl")}
      />
      <Button type="submit" size="lg" disabled={signUp.isPending} className="mt-1 w-full">
        {signUp.isPending && <Spinner />}
        {signUp.isPending ? "Creating account…" : "Create account"}
      </Button>
      <p className="text-center text-ink-600 text-sm dark:text-ink-300">
        Already have an account?{" "}
        <button
          type="button"
          onClick={onSwitch}
          className="cursor-pointer font-semibold text-ember-700 underline-offset-4 hover:underline dark:text-ember-400"
        >
          Sign in
        </button>
      </p>
    </form>
  );
}
