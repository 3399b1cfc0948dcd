/**
 * The Studio's login screen when it edits this server's content store: e-mail and password of
 * the staff member's site account, sent to /api/v1 (the same rules, limits and messages as the
 * site's login). A member without the staff role is told so instead of entering a Studio that
 * would refuse every change.
 */
import { Box, Button, Card, Container, Flex, Heading, Stack, Text, TextInput } from '@sanity/ui';
import { type FormEvent, useState } from 'react';
import { setStudioToken, STUDIO_API_PATH } from './authStore';

interface LoginAnswer {
  success?: boolean;
  message?: string;
  data?: { token?: string };
}

export function LocalLogin() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function logIn(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    if (!email.trim() || !password) {
      setProblem('Enter your e-mail address and password.');
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
        setProblem(answer.message ?? 'The login did not work. Please try again.');
        return;
      }
      const me = await fetch(`${STUDIO_API_PATH}/v2025-02-19/users/me`, { headers: { Authorization: `Bearer ${token}` } });
      if (!me.ok) {
        const refusal = (await me.json().catch(() => ({}))) as { message?: string };
        setProblem(refusal.message ?? 'This account may not edit content.');
        return;
      }
      setStudioToken(token);
    } catch {
      setProblem('The server could not be reached. Check your connection and try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card height="fill" tone="transparent">
      <Flex align="center" justify="center" height="fill" padding={4}>
        <Container width={0}>
          <Card padding={4} radius={3} shadow={1}>
            <form onSubmit={logIn} noValidate aria-labelledby="studio-login-title">
              <Stack space={4}>
                <Heading as="h1" size={2} id="studio-login-title">
                  Jnanam Studio
                </Heading>
                <Text muted size={1}>
                  Log in with your staff account to edit the site&rsquo;s content.
                </Text>
                <Stack space={2}>
                  <Text as="label" htmlFor="studio-login-email" size={1} weight="medium">
                    E-mail
                  </Text>
                  <TextInput id="studio-login-email" type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.currentTarget.value)} />
                </Stack>
                <Stack space={2}>
                  <Text as="label" htmlFor="studio-login-password" size={1} weight="medium">
                    Password
                  </Text>
                  <TextInput
                    id="studio-login-password"
                    type="password"
                    autoComplete="current-password"
                    value={password}
                    onChange={(e) => setPassword(e.currentTarget.value)}
                  />
                </Stack>
                {problem && (
                  <Card padding={3} radius={2} tone="critical" role="alert">
                    <Text size={1}>{problem}</Text>
                  </Card>
                )}
                <Box>
                  <Button type="submit" text={busy ? 'Logging in…' : 'Log in'} tone="default" disabled={busy} />
                </Box>
              </Stack>
            </form>
          </Card>
        </Container>
      </Flex>
    </Card>
  );
}
