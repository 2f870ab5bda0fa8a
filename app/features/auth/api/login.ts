import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { loginChallengeErrorSchema, type CurrentUser, type LoginChallenge, type LoginInput, type LoginProof } from '#shared/schemas/auth.ts';
import { ApiError, apiRequest } from '#app/lib/api-client.ts';
import { toast } from '#app/lib/toast.ts';
import { startSessionCache } from './session-cache.ts';
import { describeApiError } from '#app/lib/describe-api-error.ts';
import { solveLoginChallenge } from './login-challenge.ts';

/** Challenges answered per sign-in before giving up (one is the rule; a second follows an expiry or a rise in difficulty). */
const MAX_CHALLENGE_ROUNDS = 3;

/** The challenge in a 428 LOGIN_CHALLENGE_REQUIRED answer, or null for any other failure. */
function challengeOf(error: unknown): LoginChallenge | null {
  if (!(error instanceof ApiError) || error.status !== 428) return null;
  const parsed = loginChallengeErrorSchema.safeParse(error.body);
  return parsed.success ? parsed.data.challenge : null;
}

/**
 * Signs in. When the account has had many failed logins and this browser is new to it, the server
 * first asks for a proof of work: it is solved here and the login sent again,
 * with `onChecking` told the progress. A browser that cannot solve it ends with the 428, whose
 * code the form explains.
 */
export async function login(input: LoginInput, onChecking?: (percent: number) => void): Promise<CurrentUser> {
  let proof: LoginProof | undefined;
  for (let round = 0; ; round += 1) {
    try {
      return await apiRequest<CurrentUser>('POST', '/api/login', proof ? { ...input, proof } : input);
    } catch (error) {
      const challenge = challengeOf(error);
      if (!challenge || round >= MAX_CHALLENGE_ROUNDS) throw error;
      onChecking?.(0);
      try {
        proof = await solveLoginChallenge(challenge, onChecking);
      } catch {
        throw error;
      }
    }
  }
}

/** Shows the spec point 8 login toast once the user acts as a role. */
export function useWelcomeToast() {
  const { t } = useTranslation();
  return (user: CurrentUser) =>
    toast({
      title: t('auth.toast.login_success_title'),
      description: t('auth.toast.login_success_description', { name: user.name, role: user.role ? t(`roles.${user.role}`) : '' }),
    });
}

/** The login mutation, and how far the browser check has come (null when there is none under way). */
export function useLogin() {
  const queryClient = useQueryClient();
  const { t } = useTranslation();
  const welcome = useWelcomeToast();
  const [checkingPercent, setCheckingPercent] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: async (input: LoginInput) => {
      try {
        return await login(input, setCheckingPercent);
      } finally {
        setCheckingPercent(null);
      }
    },
    onSuccess: (user) => {
      startSessionCache(queryClient, user);
      // A privileged account is welcomed after the role-selection step instead.
      if (!user.roleSelectionRequired) welcome(user);
    },
    onError: (error) => {
      toast({
        variant: 'destructive',
        title: t('auth.toast.login_failed_title'),
        description: describeApiError(t, error),
      });
    },
  });
  return { mutation, checkingPercent };
}
