/**
 * A login over the open Studio when its session ends (expired, or ended elsewhere): the Studio
 * stays as it was, with the edits the server refused waiting, and once the staff member logs in
 * again the Studio sends them with the new session.
 */
import { Box, Dialog, Heading } from '@sanity/ui';
import { useEffect, useState } from 'react';
import type { LayoutProps } from 'sanity';
import { STUDIO_SESSION_MESSAGES as TEXT } from '../../contracts/messages/studioSession';
import { sessionEnded$ } from './authStore';
import { LoginForm } from './LoginForm';

function SessionDialog() {
  const [ended, setEnded] = useState(sessionEnded$.getValue());
  useEffect(() => {
    const subscription = sessionEnded$.subscribe(setEnded);
    return () => subscription.unsubscribe();
  }, []);
  if (!ended) return null;
  return (
    <Dialog id="studio-session-ended" width={0} zOffset={100000} aria-labelledby="studio-session-ended-title">
      <Box padding={4}>
        <LoginForm
          labelledBy="studio-session-ended-title"
          intro={TEXT.endedIntro}
          heading={
            <Heading as="h2" size={1} id="studio-session-ended-title">
              {TEXT.endedTitle}
            </Heading>
          }
        />
      </Box>
    </Dialog>
  );
}

/** The Studio's layout with the session dialog over it. */
export function StudioLayoutWithSession(props: LayoutProps) {
  return (
    <>
      {props.renderDefault(props)}
      <SessionDialog />
    </>
  );
}
