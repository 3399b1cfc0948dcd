/**
 * E-mail and password of a staff member's site account, sent to /api/v1 (the same rules, limits
 * and messages as the site's login). A member without the staff role is told so instead of
 * entering a Studio that would refuse every change. Used by the Studio's first screen and by the
 * dialog that renews a session that ended under an open Studio.
 */
import { Box, Button, Card, Stack, Text, TextInput } from '@sanity/ui';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { STUDIO_SESSION_MESSAGES as TEXT } from '../../contracts/messages/studioSession';
import { API_VERSION, setStudioToken, STUDIO_API_PATH } from './authStore';

interface LoginAnswer {
  success?: boolean;
  message?: string;
  data?: { token?: string };
}

export function LoginForm({ heading, intro, labelledBy }: { heading: ReactNode; intro: string; labelledBy: string }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();

  async function logIn(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    if (!email.trim() || !password) {
      setProblem(TEXT.missing);
      return;
    }
    setBusy(true);
    try {
      const response = await fetch('/api/v1/user/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: email.trim(), password }),
      });
      const answer = (await response.json().catch(() => ({}))) as LoginAnswer;
      const token = answer.data?.token;
      if (!response.ok || !token) {
        setProblem(answer.message ?? TEXT.failed);
        return;
      }
      const me = await fetch(`${STUDIO_API_PATH}/v${API_VERSION}/users/me`, { headers: { Authorization: `Bearer ${token}` } });
      if (!me.ok) {
        const refusal = (await me.json().catch(() => ({}))) as { message?: string };
        setProblem(refusal.message ?? TEXT.notStaff);
        return;
      }
      setStudioToken(token);
    } catch {
      setProblem(TEXT.offline);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={logIn} noValidate aria-labelledby={labelledBy}>
      <Stack space={4}>
        {heading}
        <Text muted size={1}>
          {intro}
        </Text>
        <Stack space={2}>
          <Text as="label" htmlFor={`${id}-email`} size={1} weight="medium">
            {TEXT.email}
          </Text>
          <TextInput id={`${id}-email`} type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
        </Stack>
        <Stack space={2}>
          <Text as="label" htmlFor={`${id}-password`} size={1} weight="medium">
            {TEXT.password}
          </Text>
          <TextInput id={`${id}-password`} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.currentTarget.value)} />
        </Stack>
        {problem && (
          <Card padding={3} radius={2} tone="critical" role="alert">
            <Text size={1}>{problem}</Text>
          </Card>
        )}
        <Box>
          <Button type="submit" text={busy ? TEXT.loggingIn : TEXT.logIn} tone="default" disabled={busy} />
        </Box>
      </Stack>
    </form>
  );
}
