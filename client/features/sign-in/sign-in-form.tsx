import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { SignInBody, type SignInInput } from "../../../contract/account";
import { errorMessage } from "../../api/request";
import { Button } from "../../ui/button";
import { Field } from "../../ui/field";
import { FormAlert } from "../../ui/form-alert";
import { Spinner } from "../../ui/spinner";
import { useAccountMutation } from "./use-account-mutation";

export function SignInForm({ returnTo, onSwitch }: { returnTo: string; onSwitch: () => void }) {
  const form = useForm<SignInInput>({
    resolver: zodResolver(SignInBody),
    defaultValues: { email: "", password: "" },
  });
  const signIn = useAccountMutation<SignInInput>("/api/auth/sign-in", returnTo);
  const { errors } = form.formState;

  return (
    <form noValidate className="grid gap-5" onSubmit={form.handleSubmit((values) => signIn.mutate(values))}>
      {signIn.isError && <FormAlert>{errorMessage(signIn.error)}</FormAlert>}
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
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register("password")}
      />
      <Button type="submit" size="lg" disabled={signIn.isPending} className="mt-1 w-full">
        {signIn.isPending && <Spinner />}
        {signIn.isPending ? "Signing in…" : "Sign in"}
      </Button>
      <p className="text-center text-ink-600 text-sm dark:text-ink-300">
        New to Taleforge?{" "}
        <button
          type="button"
          onClick={onSwitch}
          className="cursor-pointer font-semibold text-ember-700 underline-offset-4 hover:underline dark:text-ember-400"
        >
          Create an account
        </button>
      </p>
    </form>
  );
}
