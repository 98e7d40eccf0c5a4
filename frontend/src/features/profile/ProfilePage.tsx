import { Center, Container, Loader, SimpleGrid, Stack, Title } from '@mantine/core';
import { useAppSelector } from '../../app/hooks';
import { selectCurrentUser } from '../auth/authSlice';
import { PasswordSection } from './PasswordSection';
import { PersonalDetails } from './PersonalDetails';
import { ProfileSection } from './ProfileSection';
import { Degrees, Roles } from './RolesAndDegrees';
import { UserTaskList } from '../tasks/UserTaskList';
import { PersonalAnalytics } from '../analytics/PersonalAnalytics';

/** The signed-in user's profile (/profile): details and avatar, roles, degrees, password, and their tasks. */
export function ProfilePage() {
  const user = useAppSelector(selectCurrentUser);
  if (!user)
    return (
      <Center py={80}>
        <Loader aria-label="Loading profile" />
      </Center>
    );
  return (
    <Container size="lg" py="lg">
      <Stack gap="lg">
        <Title order={1}>Profile</Title>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          <ProfileSection id="details" title="Personal details">
            <PersonalDetails user={user} />
          </ProfileSection>
          <Stack gap="lg">
            <ProfileSection id="roles" title="Roles">
              <Roles user={user} />
            </ProfileSection>
            <ProfileSection id="degrees" title="Degrees">
              <Degrees user={user} />
            </ProfileSection>
          </Stack>
          <ProfileSection id="password" title="Password">
            <PasswordSection />
          </ProfileSection>
          <ProfileSection id="tasks" title="My tasks" wide>
            <UserTaskList />
          </ProfileSection>
          <ProfileSection id="analytics" title="My analytics" wide>
            <PersonalAnalytics />
          </ProfileSection>
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
