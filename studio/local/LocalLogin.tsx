/** The Studio's login screen when it edits this server's content store. */
import { Card, Container, Flex, Heading } from '@sanity/ui';
import { STUDIO_SESSION_MESSAGES as TEXT } from '../../contracts/messages/studioSession';
import { LoginForm } from './LoginForm';

export function LocalLogin() {
  return (
    <Card height="fill" tone="transparent">
      <Flex align="center" justify="center" height="fill" padding={4}>
        <Container width={0}>
          <Card padding={4} radius={3} shadow={1}>
            <LoginForm
              labelledBy="studio-login-title"
              intro={TEXT.intro}
              heading={
                <Heading as="h1" size={2} id="studio-login-title">
                  {TEXT.title}
                </Heading>
              }
            />
          </Card>
        </Container>
      </Flex>
    </Card>
  );
}
