import { statusLabel } from '@telehealth/shared/format';
import {
  Avatar,
  Card,
  EmailText,
  Flex,
  HStack,
  Heading,
  Stack,
  StatusBadge,
  Text,
  toneForStatus,
} from '@telehealth/shared/ui';
import type { ReactNode } from 'react';

export interface ProfileCardProps {
  name: string | null | undefined;
  imageUrl?: string | null;
  /** The heading, when it says more than the name (a doctor's acronym). Default: the name, or '-'. */
  heading?: ReactNode;
  /** Beside the heading: the status badge and the like. */
  badges: ReactNode;
  /** Under the heading: e-mail, speciality. */
  subtitle: ReactNode;
  actions: ReactNode;
  /** Below the identity row (a clinic's revenue). */
  children?: ReactNode;
}

/** The card at the top of a user's detail page: picture, name, badges, a line or two, the actions. */
export function ProfileCard({
  name,
  imageUrl,
  heading,
  badges,
  subtitle,
  actions,
  children,
}: ProfileCardProps) {
  return (
    <Card.Root>
      <Card.Body gap="4">
        <Flex gap="4" align="center" wrap="wrap">
          <Avatar.Root size="xl">
            <Avatar.Fallback name={name ?? undefined} />
            {imageUrl && <Avatar.Image src={imageUrl} alt="" />}
          </Avatar.Root>
          {/* At least 14rem wide: on a phone the actions drop below rather than squeeze the name. */}
          <Stack gap="1" flex="1 1 14rem" minWidth="0">
            <HStack gap="2" wrap="wrap">
              <Heading size="lg" overflowWrap="anywhere">
                {heading ?? (name || '-')}
              </Heading>
              {badges}
            </HStack>
            {subtitle}
          </Stack>
          {actions}
        </Flex>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

export interface AccountProfileCardProps {
  user: { full_name: string | null; image_url: string | null; status: string; email: string | null };
  actions: ReactNode;
  children?: ReactNode;
}

/** The card of a patient or a clinic: the account's status beside the name, the e-mail under it. */
export function AccountProfileCard({ user, actions, children }: AccountProfileCardProps) {
  return (
    <ProfileCard
      name={user.full_name}
      imageUrl={user.image_url}
      badges={<StatusBadge label={statusLabel(user.status)} tone={toneForStatus(user.status)} />}
      subtitle={
        <Text color="fg.muted">
          <EmailText value={user.email} />
        </Text>
      }
      actions={actions}
    >
      {children}
    </ProfileCard>
  );
}
